import Segmentation

/// One change to the deck that `u` takes back, right after it, on the screen where it was made (issue 34): a keep,
/// a removal, a suspension or burial on the Study tab, or one of its settings. A review's grades have their own undo,
/// on the review's screens (``ReviewCoordinator``).
public enum DeckChange: Sendable {
    /// `a` kept these items, none of them kept before: `u` takes them off again, which loses nothing (a card just
    /// kept has no reviews; one graded since, by another instance, stays).
    case kept([LookupItem])
    /// `a` (with `y` for a card with reviews) took this card off: `u` puts it back with its whole history.
    case removed(RemovedCard)
    /// `+`/`-` on the Study tab changed the new cards per day from this count.
    case newCardsPerDay(previous: Int)
    /// `>`/`<` on the Study tab changed the reviews per day from this limit (`nil`: none).
    case reviewsPerDay(previous: Int?)
    /// `o` on the Study tab changed the order new cards come in from this one.
    case newCardOrder(previous: NewCardOrder)
    /// `!` on a Study row suspended the card (`suspended`) or unsuspended it, and `before` is the card as it was:
    /// `u` puts its suspended flag back.
    case suspension(before: StudyCard, suspended: Bool)
    /// `-` on a Study row buried the card (`buried`) or unburied it, and `before` is the card as it was: `u` puts
    /// its burial time back, the same to the second (or none), so a burial taken back never moves to another day.
    case burial(before: StudyCard, buried: Bool)
    /// `K` or `I` in the reader marked the word kept as `headword` read `reading` `mark` (known or ignored; `nil`: took
    /// its mark off), and `previous` is the mark it had: `u` puts that back.
    case marked(headword: String, reading: String, mark: WordKnowledge.Mark?, previous: WordKnowledge.Mark?)
}

extension DeckChange {
    /// Takes the change back: reads `deck` (what is kept, what was reviewed since) and writes through `writer`.
    /// - Returns: the notice line saying what was undone: "Put 日 back on the study list with its 12 reviews".
    /// - Throws: the deck's reason when it could not (a write failure; the item kept again by another instance);
    ///   then nothing changed.
    func undo(reading deck: StudyDeck, through writer: UserWriter) throws(StudyDeckError) -> String {
        switch self {
        case .kept(let items):
            // A card graded since it was kept (in another instance) has a history now: it stays.
            let unreviewed = items.filter { deck.contains($0) && deck.reviewCount(of: $0) == 0 }
            for item in unreviewed { try writer.perform(.remove(item)) }
            let kept = items.count - unreviewed.count
            return Self.takenOffText(unreviewed) + (kept == 0 ? "" : " (\(kept) reviewed since stay\(kept == 1 ? "s" : ""))")
        case .removed(let card):
            try writer.perform(.putBack(card))
            let reviews = card.reviewCount == 0 ? "" : " with its \(card.reviewCount) review\(card.reviewCount == 1 ? "" : "s")"
            return "Put \(card.item.label) back on the study list" + reviews
        case .newCardsPerDay(let previous):
            try writer.perform(.setNewCardsPerDay(previous))
            return "New cards per day back to \(previous)"
        case .reviewsPerDay(let previous):
            try writer.perform(.setReviewsPerDay(previous))
            return "Reviews per day back to " + (previous.map(String.init) ?? "no limit")
        case .newCardOrder(let previous):
            try writer.perform(.setNewCardOrder(previous))
            return switch previous {
            case .kept: "New cards back in the order kept"
            case .frequency: "New cards back to most common first"
            }
        case .suspension(let before, let suspended):
            try writer.perform(.setSuspended(before.isSuspended, before))
            return "Took back \(suspended ? "suspending" : "unsuspending") \(before.name)"
        case .burial(let before, let buried):
            try writer.perform(.bury(before, until: before.buriedUntil))
            return "Took back \(buried ? "burying" : "unburying") \(before.name)"
        case .marked(let headword, let reading, let mark, let previous):
            do throws(WordMarkError) {
                try writer.perform(.markWord(headword: headword, reading: reading, mark: previous))
            } catch {
                throw StudyDeckError(message: error.message)
            }
            return switch mark {
            case .known: "Took back marking \(headword) known"
            case .ignored: "Took back ignoring \(headword)"
            case nil: "Put \(headword)'s mark back"
            }
        }
    }

    /// "Took 日 off the study list again", "Took 37 items off the study list again".
    private static func takenOffText(_ items: [LookupItem]) -> String {
        switch items.count {
        case 0: "Nothing taken off"
        case 1: "Took \(items[0].label) off the study list again"
        default: "Took \(items.count) items off the study list again"
        }
    }
}

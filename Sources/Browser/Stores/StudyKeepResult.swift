/// What keeping an item with a sentence did (``StudyDeck/keep(_:context:now:)``), for the screen to say.
public enum StudyKeepResult: Sendable, Hashable {
    /// It was not kept; now it is, with the sentence when one was given.
    case kept(StudyCard)
    /// It was kept without a sentence; the one given is now its card's.
    case recordedContext(StudyCard)
    /// It was kept already and nothing changed: its card has a sentence of its own, or none was given.
    case alreadyKept(StudyCard)
    /// It went to the running Anki only, the study list left alone: the learner reviews in Anki (`kanji-tui anki setup
    /// --anki-only`, issue 48).
    case sentToAnkiOnly(LookupItem)

    /// The card as it is now; `nil` when the item went to Anki only.
    public var card: StudyCard? {
        switch self {
        case .kept(let card), .recordedContext(let card), .alreadyKept(let card): card
        case .sentToAnkiOnly: nil
        }
    }

    /// The one-line confirmation: "食べる added to study with its sentence", "食べる already kept; its sentence is
    /// recorded now", "食べる already kept".
    public var confirmation: String {
        switch self {
        case .kept(let card):
            "\(card.item.label) added to study" + (card.context == nil ? "" : " with its sentence")
        case .recordedContext(let card):
            "\(card.item.label) already kept; its sentence is recorded now"
        case .alreadyKept(let card):
            "\(card.item.label) already kept"
        case .sentToAnkiOnly(let item):
            "\(item.label) on its way to Anki (Anki only: not kept here)"
        }
    }
}

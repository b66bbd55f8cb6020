import Browser
import FSRS

/// `u` after `a` in memory, as the user database does it: the item's cards and their log lines, with their identities,
/// are what ``RemovedCard/contents`` holds, and putting them back restores them all.
extension InMemoryStudyDeck: StudyDeckRestoring {
    /// What the in-memory deck keeps of an item taken off: its cards, and each log line with the card it was given to.
    struct Removed: Sendable {
        let cards: [StudyCard]
        let lines: [Int64: ReviewLog]
        let cardsBeforeGrade: [Int64: Card]
    }

    public func takeOff(_ item: LookupItem) throws(StudyDeckError) -> RemovedCard? {
        recordedWrites?.append(.takeOff(item))
        if let reason = problem ?? failingWrites { throw StudyDeckError(message: reason) }
        let cards = cards(of: item).compactMap { takeOut($0) }
        guard !cards.isEmpty else { return nil }
        let ids = Set(cards.map(\.schedule.id))
        let lines = log.filter { ids.contains($0.value.cardID) }
        let before = cardsBeforeGrade.filter { lines[$0.key] != nil }
        for id in lines.keys {
            log[id] = nil
            cardsBeforeGrade[id] = nil
        }
        return RemovedCard(item: item, reviewCount: lines.count, contents: Removed(cards: cards, lines: lines, cardsBeforeGrade: before))
    }

    public func putBack(_ removed: RemovedCard) throws(StudyDeckError) {
        recordedWrites?.append(.putBack(removed.item, reviewCount: removed.reviewCount))
        if let reason = problem ?? failingWrites { throw StudyDeckError(message: reason) }
        guard let contents = removed.contents as? Removed else {
            throw StudyDeckError(message: "\(removed.item.label) was taken off another study list")
        }
        guard !contains(removed.item) else {
            throw StudyDeckError(message: "\(removed.item.label) is on the study list again; the card taken off was not put back")
        }
        for card in contents.cards { place(card) }
        log.merge(contents.lines) { kept, _ in kept }
        cardsBeforeGrade.merge(contents.cardsBeforeGrade) { kept, _ in kept }
    }
}

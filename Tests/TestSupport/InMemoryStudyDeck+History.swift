import Browser
import FSRS

/// A card's history page in memory, as the user database gives it: counted over the card's log lines, the latest
/// `limit` of them in order of their identity, newest first.
extension InMemoryStudyDeck: StudyCardHistoryReading {
    public func history(of item: LookupItem, latest limit: Int) -> CardHistory? {
        guard let card = card(for: item) else { return nil }
        let lines = log.filter { $0.value.cardID == card.schedule.id }.sorted { $0.key > $1.key }
        let lapses = lines.count { $0.value.rating == .again && $0.value.stateBefore == .review }
        let page = lines.prefix(max(0, limit)).map { line in
            (reviewedAt: line.value.reviewedAt, rating: line.value.rating, dueBefore: cardsBeforeGrade[line.key]?.due ?? line.value.reviewedAt)
        }
        return CardHistory(card: card, reviewCount: lines.count, lapses: lapses, reviews: CardHistory.reviews(page, dueNow: card.schedule.due))
    }
}

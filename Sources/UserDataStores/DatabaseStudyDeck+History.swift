import Browser
import FSRS
import UserData

/// A card's history page on the user database: the card, then its log counted and read a page deep.
extension DatabaseStudyDeck: StudyCardHistoryReading {
    /// A read that fails reads as no history, as every reader of this deck reads a failure as nothing there.
    public func history(of item: LookupItem, latest limit: Int) -> CardHistory? {
        guard let card = card(for: item), let database,
              let log = try? database.studyHistory(cardID: card.schedule.id, latest: limit) else { return nil }
        return CardHistory(card: card, reviewCount: log.count, lapses: log.lapses, reviews: CardHistory.reviews(log.lines.map {
            (reviewedAt: $0.reviewedAt, rating: $0.rating, dueBefore: $0.dueBefore)
        }, dueNow: card.schedule.due))
    }
}

/// One card's reviews as the optimizer reads them: each grade with the whole days since the card's previous
/// review (fsrs-rs's `FSRSItem` reviews, `delta_t`), the first one at 0.
///
/// Days are counted as the scheduler counts them (`Timestamp.wholeDays(since:)`, 86,400-second days, py-fsrs's
/// `timedelta.days`), so a fitted model predicts what the scheduler will ask of it. fsrs-rs's Anki converter
/// counts calendar days from the day's rollover hour instead; both say 0 for a review on the same day as the
/// one before, which the model treats as short-term.
public struct ReviewHistory: Sendable, Hashable {
    /// One grade of the card.
    public struct Review: Sendable, Hashable {
        public var rating: Rating
        /// Whole days since the previous review; 0 for the first review and for same-day reviews.
        public var elapsedDays: Int

        public init(rating: Rating, elapsedDays: Int) {
            self.rating = rating
            self.elapsedDays = elapsedDays
        }
    }

    /// The grades, oldest first; the first is the card's first review.
    public var reviews: [Review]

    public init(reviews: [Review]) {
        self.reviews = reviews
    }

    /// The grades that test the model (fsrs-rs's training items, one per such review): every review after the
    /// first that comes at least one whole day after the previous one. Same-day reviews and the first review
    /// predict nothing — the forgetting curve says 100 % after 0 days — but still move the memory state.
    public var predictedReviewCount: Int {
        reviews.dropFirst().count { $0.elapsedDays > 0 }
    }

    /// The histories of every card in `logs` (a review log in any order, of any number of cards), in order of
    /// card id. A card whose log does not start at its first review (stateBefore `.new`) is left out: what it
    /// remembered before the log began is unknown. A clock that went back counts as 0 days, never negative.
    public static func histories(from logs: [ReviewLog]) -> [ReviewHistory] {
        var byCard: [Int64: [ReviewLog]] = [:]
        for log in logs {
            byCard[log.cardID, default: []].append(log)
        }
        return byCard.keys.sorted().compactMap { cardID in
            let cardLogs = byCard[cardID, default: []].sorted { $0.reviewedAt < $1.reviewedAt }
            guard let first = cardLogs.first, first.stateBefore == .new else { return nil }
            var reviews = [Review(rating: first.rating, elapsedDays: 0)]
            for (previous, log) in zip(cardLogs, cardLogs.dropFirst()) {
                let days = max(0, log.reviewedAt.wholeDays(since: previous.reviewedAt))
                reviews.append(Review(rating: log.rating, elapsedDays: Int(days)))
            }
            return ReviewHistory(reviews: reviews)
        }
    }
}

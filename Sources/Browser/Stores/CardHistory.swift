import FSRS

/// One kept card's study history as its page shows it (issue 34 §3: "the card's history on its screen"): the card,
/// what its whole log counts, and its latest reviews — only as many as the page shows, however long the log.
public struct CardHistory: Sendable, Hashable {
    /// One grade of the card, with what it scheduled.
    public struct Review: Sendable, Hashable {
        public let reviewedAt: Timestamp
        public let rating: Rating
        /// When the grade made the card due next: the due time the next grade found, or the card's due time for the
        /// latest; the interval after the review is the time from ``reviewedAt`` to it.
        public let dueAfter: Timestamp

        public init(reviewedAt: Timestamp, rating: Rating, dueAfter: Timestamp) {
            self.reviewedAt = reviewedAt
            self.rating = rating
            self.dueAfter = dueAfter
        }
    }

    public let card: StudyCard
    /// How many grades the card's log holds.
    public let reviewCount: Int
    /// How many times it was forgotten once learnt: Again on a card in review (Anki's and FSRS's lapses).
    public let lapses: Int
    /// The latest reviews, newest first: at most as many as were asked for.
    public let reviews: [Review]

    public init(card: StudyCard, reviewCount: Int, lapses: Int, reviews: [Review]) {
        self.card = card
        self.reviewCount = reviewCount
        self.lapses = lapses
        self.reviews = reviews
    }
}

/// A deck that can tell one card's history without reading its whole log.
public protocol StudyCardHistoryReading: AnyObject {
    /// The history of `item`'s card with its `limit` latest reviews, newest first; `nil` when `item` is not kept.
    /// Reads the card, two counts over its log and `limit` log lines: never the deck, never the whole log.
    func history(of item: LookupItem, latest limit: Int) -> CardHistory?
}

extension CardHistory {
    /// The reviews of log lines read newest first, each with the due time it scheduled: the due time the next (newer)
    /// line found, or `dueNow`, the card's, for the newest. What both decks build their pages with.
    public static func reviews(_ newestFirst: [(reviewedAt: Timestamp, rating: Rating, dueBefore: Timestamp)], dueNow: Timestamp) -> [Review] {
        newestFirst.indices.map { index in
            Review(reviewedAt: newestFirst[index].reviewedAt, rating: newestFirst[index].rating,
                   dueAfter: index == 0 ? dueNow : newestFirst[index - 1].dueBefore)
        }
    }
}

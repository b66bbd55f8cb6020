/// A reproducible stream of reviews over many cards, for timing the scheduler (`make bench`'s
/// "scheduling 100,000 reviews ≤ 100 ms") and for checking that long random use keeps every card valid.
///
/// ```swift
/// let cards = ReviewWorkload(cardCount: 1_000, seed: 7).run(reviews: 100_000, with: Scheduler())
/// ```
public struct ReviewWorkload: Sendable {
    /// How many cards the reviews rotate through.
    public let cardCount: Int
    /// Fixes the grades and review times: the same seed gives the same cards.
    public let seed: UInt64

    /// - Parameters:
    ///   - cardCount: how many cards, at least 1; all are new and due at 2026-01-01 00:00 UTC.
    ///   - seed: any value.
    public init(cardCount: Int, seed: UInt64) {
        precondition(cardCount >= 1, "a workload needs at least one card")
        self.cardCount = cardCount
        self.seed = seed
    }

    /// Reviews the cards in turn, `reviews` times in all: each card is graded around its due time (up to
    /// a quarter of its interval early or half of it late), Again 10 %, Hard 10 %, Good 70 %, Easy 10 %.
    /// - Parameters:
    ///   - reviews: how many reviews to schedule.
    ///   - scheduler: the scheduler to time.
    /// - Returns: the cards after their last review.
    public func run(reviews: Int, with scheduler: Scheduler) -> [Card] {
        replay(reviews: reviews, with: scheduler) { _ in }
    }

    /// The same reviews as `run`, as the review log a user database would hold: what the optimizer's
    /// benchmark fits parameters to (`make bench`'s "fitting to 10,000 reviews ≤ 5 s").
    /// - Returns: one log entry per review, in the order they were made.
    public func reviewLogs(reviews: Int, with scheduler: Scheduler) -> [ReviewLog] {
        var logs: [ReviewLog] = []
        logs.reserveCapacity(reviews)
        _ = replay(reviews: reviews, with: scheduler) { logs.append($0) }
        return logs
    }

    /// `run`'s loop, handing each review's log entry to `record`.
    private func replay(reviews: Int, with scheduler: Scheduler, record: (ReviewLog) -> Void) -> [Card] {
        let start = Timestamp(secondsSince1970: 1_767_225_600)
        var cards = (0..<cardCount).map { Card.new(id: Int64($0), due: start) }
        var random = SplitMix64(seed: seed)
        for index in 0..<reviews {
            let card = cards[index % cardCount]
            let interval = card.due.secondsSince1970 - (card.lastReview ?? card.due).secondsSince1970
            let offset = Int64(random.next() % UInt64(interval * 3 / 4 + 1)) - interval / 4
            let (next, log) = scheduler.review(
                card, rating: Self.rating(random.next() % 10), at: card.due.advanced(bySeconds: offset)
            )
            cards[index % cardCount] = next
            record(log)
        }
        return cards
    }

    /// - Parameter roll: a number from 0 to 9.
    /// - Returns: the grade it stands for.
    private static func rating(_ roll: UInt64) -> Rating {
        switch roll {
        case 0: .again
        case 1: .hard
        case 9: .easy
        default: .good
        }
    }
}

import AnkiPackage
import FSRS
import UserData

/// A card's kanji-tui review log as Anki's (`AnkiReview`): each grade an answer with its button, the interval it
/// gave, the interval before, FSRS's difficulty after it and its kind, so Anki's statistics and FSRS optimizer have
/// every review an `.apkg` with scheduling brings.
///
/// A grade's log line keeps the card as it was before; what the grade left is the card before the next grade, or
/// for the last one the card as it is now (when its last review is that grade). A card changed since its last grade
/// (made new again) has no record of what that grade left: the scheduler replays it.
struct AnkiReviewLog {
    /// The scheduler kanji-tui reviews with: it replays a grade whose outcome no later line keeps.
    let scheduler: Scheduler

    /// The answers of `card`, whose grades are `log` (in any order), oldest first.
    func reviews(of card: Card, log: [StudyReviewRow]) -> [AnkiReview] {
        let ordered = log.sorted { ($0.log.reviewedAt, $0.id) < ($1.log.reviewedAt, $1.id) }
        var reviews: [AnkiReview] = []
        reviews.reserveCapacity(ordered.count)
        var lastInterval = AnkiReview.Interval.days(0)
        for (index, row) in ordered.enumerated() {
            let answeredAt = row.log.reviewedAt
            let after: Card
            if index + 1 < ordered.count {
                after = ordered[index + 1].before
            } else if card.lastReview == answeredAt && card.state != .new {
                after = card
            } else {
                after = scheduler.review(row.before, rating: row.log.rating, at: answeredAt).card
            }
            let interval = Self.interval(from: answeredAt, to: after)
            reviews.append(AnkiReview(answeredAt: answeredAt.secondsSince1970, ease: row.log.rating.rawValue, interval: interval,
                                      lastInterval: lastInterval, difficulty: after.difficulty, kind: Self.kind(row.log.stateBefore),
                                      revlogID: row.anki?.revlogID, durationMilliseconds: row.anki?.durationMilliseconds ?? 0))
            lastInterval = interval
        }
        return reviews
    }

    /// The interval an answer at `answeredAt` gave, as Anki counts it: the days to a review card's due day, the
    /// seconds to a learning step's due time (in days when the step is a day or longer).
    static func interval(from answeredAt: Timestamp, to after: Card) -> AnkiReview.Interval {
        let seconds = after.due.secondsSince1970 - answeredAt.secondsSince1970
        switch after.state {
        case .new:
            return .days(0)
        case .review:
            return .days(max(1, Int(after.due.wholeDays(since: answeredAt))))
        case .learning, .relearning:
            return seconds < Timestamp.secondsPerDay ? .seconds(max(1, seconds)) : .days(Int(after.due.wholeDays(since: answeredAt)))
        }
    }

    /// Anki's kind of an answer, by where the card stood: a new card's first answer is a learning one, as in Anki.
    static func kind(_ stateBefore: CardState) -> AnkiReview.Kind {
        switch stateBefore {
        case .new, .learning: .learning
        case .review: .review
        case .relearning: .relearning
        }
    }
}

extension DeckStatistics {
    /// Computes the statistics from cards and review log lines handed over one at a time, by the rules of
    /// ``DeckStatistics``: the reference the database's aggregates are tested against, and the statistics of a
    /// deck held in memory (the tests' and benchmarks' deck). It holds the numbers only, never a card.
    public struct Tally: Sendable {
        private var statistics: DeckStatistics
        private let now: Timestamp
        private var stabilitySum = 0.0

        /// - Parameter now: when the statistics are read: today is its UTC day.
        public init(now: Timestamp) {
            self.now = now
            statistics = .empty(today: DeckStatistics.day(of: now))
        }

        /// Counts one kept card: its category, its due day (if neither new nor suspended; a buried one's burial end
        /// when later), whether it is a leech, and its stability.
        public mutating func add(_ card: Card, isSuspended: Bool, buriedUntil: Timestamp?, isLeech: Bool) {
            let isBuried = buriedUntil.map { $0 > now } ?? false
            statistics.cardCounts[CardCounts.Category(state: card.state, due: card.due, lastReview: card.lastReview,
                                                      isSuspended: isSuspended, isBuried: isBuried)] += 1
            if isLeech { statistics.cardCounts.leeches += 1 }
            if card.state != .new, !isSuspended {
                let dueDay = DeckStatistics.day(of: DeckStatistics.forecastDue(due: card.due, buriedUntil: buriedUntil))
                let ahead = max(0, dueDay - statistics.today)
                if ahead < DeckStatistics.days { statistics.dueForecast[Int(ahead)] += 1 }
                if dueDay < statistics.today { statistics.overdue += 1 }
            }
            if let stability = card.stability {
                statistics.stability[StabilityBucket(stability: stability).rawValue] += 1
                stabilitySum += stability
            }
        }

        /// Counts one grade, given the card as it was before it (the review log keeps it).
        public mutating func add(_ log: ReviewLog, before card: Card) {
            let kind = ReviewKind(stateBefore: log.stateBefore, dueBefore: card.due, lastReviewBefore: card.lastReview)
            // A review after today (a clock set back since) counts as today's, as the database's queries do.
            let daysAgo = max(0, statistics.today - DeckStatistics.day(of: log.reviewedAt))
            if daysAgo < DeckStatistics.days {
                statistics.reviewsPerDay[DeckStatistics.days - 1 - Int(daysAgo)][kind] += 1
            }
            guard log.stateBefore == .review else { return }
            let result = log.rating == .again ? PassFail(failed: 1) : PassFail(passed: 1)
            for index in statistics.retention.indices where statistics.retention[index].period.contains(daysAgo: daysAgo) {
                if kind == .mature {
                    statistics.retention[index].mature.add(result)
                } else {
                    statistics.retention[index].young.add(result)
                }
            }
        }

        /// The statistics of everything added.
        public var result: DeckStatistics {
            var result = statistics
            let reviewed = result.stability.reduce(0, +)
            result.averageStability = reviewed == 0 ? nil : stabilitySum / Double(reviewed)
            return result
        }
    }
}

import FSRS
import GRDB

/// The study statistics (`DeckStatistics`) as SQL aggregates: five GROUP BY queries in one read transaction, so
/// the numbers are of one moment of the file and the cost is a pass over each table's rows inside SQLite — no card
/// and no log line is read into memory, whatever the deck's size. Each query mirrors one rule of
/// `DeckStatistics` (ReviewKind, CardCounts.Category, StabilityBucket, RetentionPeriod), and UserDataTests holds
/// them to `DeckStatistics.Tally` on the same cards and log.
extension UserDatabase {
    /// The statistics of the study list as of `now`: today is `now`'s UTC day.
    public func studyStatistics(at now: Timestamp) throws(UserDataError) -> DeckStatistics {
        try read { db in
            var statistics = DeckStatistics.empty(today: DeckStatistics.day(of: now))
            let today = statistics.today
            let day = Timestamp.secondsPerDay
            let todayStart = today * day
            let mature = DeckStatistics.matureIntervalDays * day

            // Reviews per day, by kind: the last 30 days (a review after today counts as today's).
            let windowStart = (today - Int64(DeckStatistics.days) + 1) * day
            let reviewKind = """
                CASE WHEN state_before IN (\(CardState.new.rawValue), \(CardState.learning.rawValue)) THEN \(ReviewKind.learning.rawValue)
                     WHEN state_before = \(CardState.relearning.rawValue) THEN \(ReviewKind.relearning.rawValue)
                     WHEN last_review_before IS NOT NULL AND due_before - last_review_before >= \(mature) THEN \(ReviewKind.mature.rawValue)
                     ELSE \(ReviewKind.young.rawValue) END
                """
            let perDay = try Row.fetchAll(db, sql: """
                SELECT MIN((reviewed_at - ?) / ?, ?) AS day, \(reviewKind) AS kind, COUNT(*) FROM study_review
                WHERE reviewed_at >= ? GROUP BY day, kind
                """, arguments: [windowStart, day, DeckStatistics.days - 1, windowStart])
            for row in perDay {
                guard let kind = ReviewKind(rawValue: row[1]) else { continue }
                statistics.reviewsPerDay[row[0] as Int][kind] += row[2] as Int
            }

            // True retention: reviews of review cards, by disjoint stretches of days ago (today, yesterday, 2–6,
            // 7–29, 30–364, older), young or mature, passed or failed; the nested periods are sums of stretches.
            let stretchStarts: [Int64] = [0, 1, 6, 29, 364].map { todayStart - $0 * day }
            let stretch = "CASE " + stretchStarts.enumerated().map { "WHEN reviewed_at >= \($0.element) THEN \($0.offset)" }
                .joined(separator: " ") + " ELSE \(stretchStarts.count) END"
            let firstDaysAgo: [Int64] = [0, 1, 2, 7, 30, 365]
            let retention = try Row.fetchAll(db, sql: """
                SELECT \(stretch) AS stretch, \(reviewKind) = \(ReviewKind.mature.rawValue) AS mature,
                       rating > \(Rating.again.rawValue) AS passed, COUNT(*)
                FROM study_review WHERE state_before = \(CardState.review.rawValue) GROUP BY stretch, mature, passed
                """)
            for row in retention {
                let daysAgo = firstDaysAgo[row[0] as Int]
                let isMature: Bool = row[1], passed: Bool = row[2], count: Int = row[3]
                for index in statistics.retention.indices where statistics.retention[index].period.contains(daysAgo: daysAgo) {
                    let result = passed ? PassFail(passed: count) : PassFail(failed: count)
                    if isMature {
                        statistics.retention[index].mature.add(result)
                    } else {
                        statistics.retention[index].young.add(result)
                    }
                }
            }

            // The due forecast: cards past new due before the window's end, along the due index; day 0 holds
            // every card due before tomorrow, those overdue from earlier days among them.
            let forecast = try Row.fetchAll(db, sql: """
                SELECT CASE WHEN due < ? THEN 0 ELSE (due - ?) / ? END AS ahead, COUNT(*), SUM(due < ?)
                FROM study_card WHERE due < ? AND state <> \(CardState.new.rawValue) GROUP BY ahead
                """, arguments: [todayStart + day, todayStart, day, todayStart, todayStart + Int64(DeckStatistics.days) * day])
            for row in forecast {
                statistics.dueForecast[row[0] as Int] += row[1] as Int
                statistics.overdue += row[2] as Int
            }

            // Cards by state, review cards split by their interval.
            let categories = try Row.fetchAll(db, sql: """
                SELECT CASE state WHEN \(CardState.new.rawValue) THEN \(CardCounts.Category.new.rawValue)
                                  WHEN \(CardState.learning.rawValue) THEN \(CardCounts.Category.learning.rawValue)
                                  WHEN \(CardState.relearning.rawValue) THEN \(CardCounts.Category.relearning.rawValue)
                                  ELSE CASE WHEN last_review IS NOT NULL AND due - last_review >= \(mature)
                                            THEN \(CardCounts.Category.mature.rawValue) ELSE \(CardCounts.Category.young.rawValue) END
                       END AS category, COUNT(*)
                FROM study_card GROUP BY category
                """)
            for row in categories {
                guard let category = CardCounts.Category(rawValue: row[0]) else { continue }
                statistics.cardCounts[category] += row[1] as Int
            }

            // Stability by bucket, and its mean over every card that has one.
            let bucket = "CASE " + StabilityBucket.allCases.reversed().map { "WHEN stability >= \($0.lowerBound) THEN \($0.rawValue)" }
                .joined(separator: " ") + " ELSE \(StabilityBucket.underOneDay.rawValue) END"
            var stabilitySum = 0.0
            for row in try Row.fetchAll(db, sql: """
                SELECT \(bucket) AS bucket, COUNT(*), SUM(stability) FROM study_card WHERE stability IS NOT NULL GROUP BY bucket
                """) {
                statistics.stability[row[0] as Int] += row[1] as Int
                stabilitySum += row[2] as Double
            }
            let reviewed = statistics.stability.reduce(0, +)
            statistics.averageStability = reviewed == 0 ? nil : stabilitySum / Double(reviewed)
            return statistics
        }
    }
}

import FSRS
import GRDB

/// The study statistics (`DeckStatistics`) as SQL aggregates: five grouped queries in one read transaction, so
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

            // Reviews of the last 30 days by day, kind and result (a review after today counts as today's): the
            // Reviews graph, and true retention for the periods within those days (today … last month). Only these
            // rows are grouped (sorted); the scan over older ones is a comparison each.
            let windowStart = (today - Int64(DeckStatistics.days) + 1) * day
            let reviewKind = """
                CASE WHEN state_before IN (\(CardState.new.rawValue), \(CardState.learning.rawValue)) THEN \(ReviewKind.learning.rawValue)
                     WHEN state_before = \(CardState.relearning.rawValue) THEN \(ReviewKind.relearning.rawValue)
                     WHEN last_review_before IS NOT NULL AND due_before - last_review_before >= \(mature) THEN \(ReviewKind.mature.rawValue)
                     ELSE \(ReviewKind.young.rawValue) END
                """
            let recent = try Row.fetchAll(db, sql: """
                SELECT MIN((reviewed_at - ?) / ?, ?) AS day, \(reviewKind) AS kind, rating = \(Rating.again.rawValue) AS failed, COUNT(*)
                FROM study_review WHERE reviewed_at >= ? GROUP BY day, kind, failed
                """, arguments: [windowStart, day, DeckStatistics.days - 1, windowStart])
            for row in recent {
                guard let kind = ReviewKind(rawValue: row[1]) else { continue }
                let index: Int = row[0], failed: Bool = row[2], count: Int = row[3]
                statistics.reviewsPerDay[index][kind] += count
                Self.addRetention(count, kind: kind, failed: failed, daysAgo: Int64(DeckStatistics.days - 1 - index), to: &statistics)
            }

            // True retention before those 30 days: reviews of review cards, within the last year or older, young
            // or mature, passed or failed — eight groups, as a key of three bits.
            let yearStart = todayStart - 364 * day
            let older = try Row.fetchAll(db, sql: """
                SELECT (reviewed_at >= ?) * 4 + (last_review_before IS NOT NULL AND due_before - last_review_before >= \(mature)) * 2
                       + (rating = \(Rating.again.rawValue)) AS key, COUNT(*)
                FROM study_review WHERE state_before = \(CardState.review.rawValue) AND reviewed_at < ? GROUP BY key
                """, arguments: [yearStart, windowStart])
            for row in older {
                let key: Int = row[0], count: Int = row[1]
                Self.addRetention(count, kind: key & 2 != 0 ? .mature : .young, failed: key & 1 != 0,
                             daysAgo: key & 4 != 0 ? Int64(DeckStatistics.days) : 365, to: &statistics)
            }

            // The due forecast: cards past new and not suspended due before the window's end, a buried one when its
            // burial ends if that is later (DeckStatistics.forecastDue); day 0 holds every card due before
            // tomorrow, those overdue from earlier days among them. A scan, not the due index: the window holds
            // most of a deck's cards, and fetching each from the table by the index cost several times a scan.
            let forecast = try Row.fetchAll(db, sql: """
                SELECT CASE WHEN shown < ? THEN 0 ELSE (shown - ?) / ? END AS ahead, COUNT(*), SUM(shown < ?)
                FROM (SELECT MAX(due, IFNULL(buried_until, due)) AS shown FROM study_card NOT INDEXED
                      WHERE state <> \(CardState.new.rawValue) AND suspended = 0)
                WHERE shown < ? GROUP BY ahead
                """, arguments: [todayStart + day, todayStart, day, todayStart, todayStart + Int64(DeckStatistics.days) * day])
            for row in forecast {
                statistics.dueForecast[row[0] as Int] += row[1] as Int
                statistics.overdue += row[2] as Int
            }

            // Cards by state, review cards split by their interval, those set aside apart (suspended, else buried
            // now, whatever their state); and the leeches, a tag across them.
            let categories = try Row.fetchAll(db, sql: """
                SELECT CASE WHEN suspended <> 0 THEN \(CardCounts.Category.suspended.rawValue)
                            WHEN buried_until > ? THEN \(CardCounts.Category.buried.rawValue)
                            ELSE CASE state WHEN \(CardState.new.rawValue) THEN \(CardCounts.Category.new.rawValue)
                                  WHEN \(CardState.learning.rawValue) THEN \(CardCounts.Category.learning.rawValue)
                                  WHEN \(CardState.relearning.rawValue) THEN \(CardCounts.Category.relearning.rawValue)
                                  ELSE CASE WHEN last_review IS NOT NULL AND due - last_review >= \(mature)
                                            THEN \(CardCounts.Category.mature.rawValue) ELSE \(CardCounts.Category.young.rawValue) END
                       END END AS category, COUNT(*), SUM(leech <> 0)
                FROM study_card GROUP BY category
                """, arguments: [now.secondsSince1970])
            for row in categories {
                guard let category = CardCounts.Category(rawValue: row[0]) else { continue }
                statistics.cardCounts[category] += row[1] as Int
                statistics.cardCounts.leeches += row[2] as Int
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

    /// Counts `count` reviews of a card in review (`kind` young or mature; learning steps are not counted) made
    /// `daysAgo` days before today into every retention period that holds that day.
    private static func addRetention(_ count: Int, kind: ReviewKind, failed: Bool, daysAgo: Int64, to statistics: inout DeckStatistics) {
        guard kind == .young || kind == .mature else { return }
        let result = failed ? PassFail(failed: count) : PassFail(passed: count)
        for index in statistics.retention.indices where statistics.retention[index].period.contains(daysAgo: daysAgo) {
            if kind == .mature {
                statistics.retention[index].mature.add(result)
            } else {
                statistics.retention[index].young.add(result)
            }
        }
    }
}

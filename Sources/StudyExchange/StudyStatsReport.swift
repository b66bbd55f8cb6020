import FSRS

/// `study stats --json`: the statistics' numbers with dates and names spelled out, the keys a stable interface.
public struct StudyStatsReport: Encodable {
    public struct Day: Encodable {
        let date: String
        let learning, relearning, young, mature, total: Int
    }

    public struct Due: Encodable {
        let date: String
        let due: Int
    }

    /// Passed and failed reviews and their ratio; the ratio is `null` (not left out) when there was no review.
    public struct Retention: Encodable {
        let passed, failed: Int
        let retention: Double?

        init(_ counts: PassFail) {
            passed = counts.passed
            failed = counts.failed
            retention = counts.retention
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(passed, forKey: .passed)
            try container.encode(failed, forKey: .failed)
            try container.encode(retention, forKey: .retention)
        }

        enum CodingKeys: CodingKey { case passed, failed, retention }
    }

    public struct Period: Encodable {
        let period: String
        let young, mature, total: Retention
    }

    /// Every card in one of the categories (the suspended and the buried apart from their state), and `leeches`
    /// across them.
    public struct Cards: Encodable {
        let new, learning, relearning, young, mature, suspended, buried, total, leeches: Int
    }

    public struct Bucket: Encodable {
        let label: String
        let fromDays: Double
        /// `nil` for the last bucket, which has no end.
        let toDays: Double?
        let cards: Int
    }

    public struct Stability: Encodable {
        let buckets: [Bucket]
        let averageDays: Double?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(buckets, forKey: .buckets)
            try container.encode(averageDays, forKey: .averageDays)
        }

        enum CodingKeys: CodingKey { case buckets, averageDays }
    }

    public let today: String
    public let reviews: [Day]
    public let dueForecast: [Due]
    public let overdue: Int
    public let trueRetention: [Period]
    public let cardCounts: Cards
    public let stability: Stability

    public init(_ statistics: DeckStatistics) {
        today = Timestamp.utcDate(ofDay: statistics.today)
        let firstDay = statistics.today - Int64(statistics.reviewsPerDay.count) + 1
        reviews = statistics.reviewsPerDay.enumerated().map { offset, day in
            Day(date: Timestamp.utcDate(ofDay: firstDay + Int64(offset)), learning: day.learning, relearning: day.relearning,
                young: day.young, mature: day.mature, total: day.total)
        }
        dueForecast = statistics.dueForecast.enumerated().map { offset, due in
            Due(date: Timestamp.utcDate(ofDay: statistics.today + Int64(offset)), due: due)
        }
        overdue = statistics.overdue
        trueRetention = statistics.retention.map { row in
            Period(period: Self.name(row.period), young: Retention(row.young), mature: Retention(row.mature), total: Retention(row.total))
        }
        let counts = statistics.cardCounts
        cardCounts = Cards(new: counts[.new], learning: counts[.learning], relearning: counts[.relearning], young: counts[.young],
                           mature: counts[.mature], suspended: counts[.suspended], buried: counts[.buried], total: counts.total,
                           leeches: counts.leeches)
        let buckets = StabilityBucket.allCases
        stability = Stability(buckets: buckets.map { bucket in
            Bucket(label: bucket.label, fromDays: bucket.lowerBound,
                   toDays: buckets.dropFirst(bucket.rawValue + 1).first?.lowerBound, cards: statistics.stability[bucket.rawValue])
        }, averageDays: statistics.averageStability)
    }

    public static func name(_ period: RetentionPeriod) -> String {
        switch period {
        case .today: "today"
        case .yesterday: "yesterday"
        case .lastWeek: "last_week"
        case .lastMonth: "last_month"
        case .lastYear: "last_year"
        case .allTime: "all_time"
        }
    }
}

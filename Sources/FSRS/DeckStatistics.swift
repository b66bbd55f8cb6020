/// What Anki's Statistics page shows about a deck, as numbers: reviews per day over the last 30 days, the due
/// forecast for the next 30, true retention, cards by state, and the stability distribution.
///
/// A value in this module because both readers of a deck need it and both see FSRS: the user database computes
/// it with SQL aggregates (UserData), the browser's Study tab and `kanji-tui study stats` show it. The rules that
/// sort a card or a review into a bar are written once here (``ReviewKind/init(stateBefore:dueBefore:lastReviewBefore:)``,
/// ``CardCounts/Category``, ``StabilityBucket``); the database's queries mirror them, and a test holds the two to
/// the same numbers (``Tally`` computes them from cards and logs one at a time).
///
/// Days are UTC days (whole days since 1970, as ``Timestamp`` counts them): the deck has no time zone, and the
/// Study tab's "today" is a span of time, not a calendar, so a day here is the same everywhere.
public struct DeckStatistics: Sendable, Hashable {
    /// How many days the reviews and the forecast cover: Anki's "1 month".
    public static let days = 30
    /// A review card whose interval is at least this many days is mature (Anki's threshold); below it, young.
    public static let matureIntervalDays: Int64 = 21

    /// The UTC day the statistics were read on, in days since 1970-01-01.
    public let today: Int64
    /// The reviews of each of the last ``days`` days, oldest first: `reviewsPerDay.last` is today.
    public var reviewsPerDay: [ReviewCounts]
    /// The cards (not new) due on each of the next ``days`` days, today first; today's count includes those due
    /// on an earlier day and not reviewed yet (``overdue``), as Anki's Future Due with its backlog. A suspended card
    /// is not due at all, so is not counted (as Anki leaves it out); a buried one is due when its burial ends, if
    /// that is later than its due time (``forecastDue(due:buriedUntil:)``).
    public var dueForecast: [Int]
    /// Cards due on a day before today, and still not reviewed: part of `dueForecast[0]`.
    public var overdue: Int
    /// True retention, one row per period of ``RetentionPeriod``, in its order.
    public var retention: [RetentionRow]
    /// Every card by its state.
    public var cardCounts: CardCounts
    /// The cards with a stability (every card reviewed at least once) in each bucket of ``StabilityBucket``, in
    /// its order.
    public var stability: [Int]
    /// The mean stability in days of the cards in ``stability``, or `nil` when there are none.
    public var averageStability: Double?

    public init(today: Int64, reviewsPerDay: [ReviewCounts], dueForecast: [Int], overdue: Int, retention: [RetentionRow],
                cardCounts: CardCounts, stability: [Int], averageStability: Double?) {
        self.today = today
        self.reviewsPerDay = reviewsPerDay
        self.dueForecast = dueForecast
        self.overdue = overdue
        self.retention = retention
        self.cardCounts = cardCounts
        self.stability = stability
        self.averageStability = averageStability
    }

    /// Nothing reviewed, nothing kept: what a deck without a file shows.
    public static func empty(today: Int64) -> DeckStatistics {
        DeckStatistics(today: today, reviewsPerDay: Array(repeating: ReviewCounts(), count: days),
                       dueForecast: Array(repeating: 0, count: days), overdue: 0,
                       retention: RetentionPeriod.allCases.map { RetentionRow(period: $0) }, cardCounts: CardCounts(),
                       stability: Array(repeating: 0, count: StabilityBucket.allCases.count), averageStability: nil)
    }

    /// When a card (not new, not suspended) counts as due in the forecast: its due time, or the end of its burial
    /// when that is later — a card buried today is not due before the next study day, whatever its schedule says.
    public static func forecastDue(due: Timestamp, buriedUntil: Timestamp?) -> Timestamp {
        guard let buriedUntil, buriedUntil > due else { return due }
        return buriedUntil
    }

    /// The UTC day of `time`, in days since 1970 (rounded down, so a time before 1970 falls on its own day).
    public static func day(of time: Timestamp) -> Int64 {
        time.wholeDays(since: Timestamp(secondsSince1970: 0))
    }
}

// MARK: - Reviews

/// What a review was, by the card it was given to — the series of Anki's Reviews graph.
public enum ReviewKind: Int, Sendable, Hashable, CaseIterable {
    /// A new card's first grades and its learning steps.
    case learning
    /// The steps after a lapse.
    case relearning
    /// A review card whose interval was under ``DeckStatistics/matureIntervalDays``.
    case young
    /// A review card whose interval was ``DeckStatistics/matureIntervalDays`` or more.
    case mature

    /// The kind of a review from the card as it was before the grade: its state, and for a review card the
    /// interval it had been given (from its last review to its due time).
    public init(stateBefore: CardState, dueBefore: Timestamp, lastReviewBefore: Timestamp?) {
        switch stateBefore {
        case .new, .learning: self = .learning
        case .relearning: self = .relearning
        case .review: self = Self.isMature(due: dueBefore, lastReview: lastReviewBefore) ? .mature : .young
        }
    }

    /// Whether a review card due at `due`, last reviewed at `lastReview`, has a mature interval.
    static func isMature(due: Timestamp, lastReview: Timestamp?) -> Bool {
        guard let lastReview else { return false }
        return due.secondsSince1970 - lastReview.secondsSince1970 >= DeckStatistics.matureIntervalDays * Timestamp.secondsPerDay
    }
}

/// One day's reviews by kind.
public struct ReviewCounts: Sendable, Hashable {
    public var learning = 0
    public var relearning = 0
    public var young = 0
    public var mature = 0

    public init(learning: Int = 0, relearning: Int = 0, young: Int = 0, mature: Int = 0) {
        self.learning = learning
        self.relearning = relearning
        self.young = young
        self.mature = mature
    }

    public subscript(kind: ReviewKind) -> Int {
        get {
            switch kind {
            case .learning: learning
            case .relearning: relearning
            case .young: young
            case .mature: mature
            }
        }
        set {
            switch kind {
            case .learning: learning = newValue
            case .relearning: relearning = newValue
            case .young: young = newValue
            case .mature: mature = newValue
            }
        }
    }

    public var total: Int { learning + relearning + young + mature }
}

// MARK: - Retention

/// The periods of Anki's True Retention table; each but yesterday ends today, and they nest.
public enum RetentionPeriod: Int, Sendable, Hashable, CaseIterable {
    case today, yesterday, lastWeek, lastMonth, lastYear, allTime

    /// The days before today the period reaches back to and the day it ends at (0 is today), `nil` for no limit.
    public var daysAgo: (first: Int64, last: Int64?) {
        switch self {
        case .today: (0, 0)
        case .yesterday: (1, 1)
        case .lastWeek: (0, 6)
        case .lastMonth: (0, 29)
        case .lastYear: (0, 364)
        case .allTime: (0, nil)
        }
    }

    /// Whether a review `daysAgo` days before today falls in the period.
    public func contains(daysAgo days: Int64) -> Bool {
        let (first, last) = daysAgo
        return days >= first && last.map { days <= $0 } ?? true
    }
}

/// Passed (Hard, Good or Easy) and failed (Again) reviews of review cards; the ratio is true retention.
public struct PassFail: Sendable, Hashable {
    public var passed = 0
    public var failed = 0

    public init(passed: Int = 0, failed: Int = 0) {
        self.passed = passed
        self.failed = failed
    }

    public var total: Int { passed + failed }
    /// Passed / total, or `nil` when there was no review.
    public var retention: Double? { total == 0 ? nil : Double(passed) / Double(total) }

    /// Adds another count of reviews to this one.
    public mutating func add(_ other: PassFail) {
        passed += other.passed
        failed += other.failed
    }
}

/// One row of the True Retention table: only reviews of cards in review (Anki counts neither learning nor
/// relearning steps), young and mature by the interval they had.
public struct RetentionRow: Sendable, Hashable {
    public let period: RetentionPeriod
    public var young: PassFail
    public var mature: PassFail

    public init(period: RetentionPeriod, young: PassFail = PassFail(), mature: PassFail = PassFail()) {
        self.period = period
        self.young = young
        self.mature = mature
    }

    public var total: PassFail {
        var total = young
        total.add(mature)
        return total
    }
}

// MARK: - Cards

/// How many cards are in each state, review cards split into young and mature by their interval, and the cards set
/// aside apart — suspended, then buried — whatever their state (Anki's Card Counts); the leeches besides, a tag
/// that cuts across the categories.
public struct CardCounts: Sendable, Hashable {
    /// The states the counts are split into, in the order they are shown; every card is in exactly one.
    public enum Category: Int, Sendable, Hashable, CaseIterable {
        case new, learning, relearning, young, mature, suspended, buried

        /// The category of a card: suspended, or else buried at the time read, or else its state, and for a review
        /// card the interval from its last review to its due time.
        public init(state: CardState, due: Timestamp, lastReview: Timestamp?, isSuspended: Bool, isBuried: Bool) {
            if isSuspended {
                self = .suspended
            } else if isBuried {
                self = .buried
            } else {
                self.init(state: state, due: due, lastReview: lastReview)
            }
        }

        /// The category of a card by its schedule alone: its state, and for a review card its interval.
        init(state: CardState, due: Timestamp, lastReview: Timestamp?) {
            switch state {
            case .new: self = .new
            case .learning: self = .learning
            case .relearning: self = .relearning
            case .review: self = ReviewKind.isMature(due: due, lastReview: lastReview) ? .mature : .young
            }
        }
    }

    private var counts = Array(repeating: 0, count: Category.allCases.count)
    /// The cards tagged a leech (their lapses reached the threshold), whatever their category: most are suspended.
    public var leeches = 0

    public init() {}

    public subscript(category: Category) -> Int {
        get { counts[category.rawValue] }
        set { counts[category.rawValue] = newValue }
    }

    public var total: Int { counts.reduce(0, +) }
}

// MARK: - Stability

/// The buckets of the stability distribution, in days: short ones where a learner's cards crowd, then weeks,
/// months and years, so a deck of any age spreads over several bars.
public enum StabilityBucket: Int, Sendable, Hashable, CaseIterable {
    case underOneDay, oneToThreeDays, threeToSevenDays, oneToTwoWeeks, twoToFourWeeks, oneToThreeMonths,
         threeToSixMonths, sixToTwelveMonths, overOneYear

    /// The smallest stability in days the bucket holds; it holds everything up to the next bucket's.
    public var lowerBound: Double {
        switch self {
        case .underOneDay: 0
        case .oneToThreeDays: 1
        case .threeToSevenDays: 3
        case .oneToTwoWeeks: 7
        case .twoToFourWeeks: 14
        case .oneToThreeMonths: 30
        case .threeToSixMonths: 90
        case .sixToTwelveMonths: 180
        case .overOneYear: 365
        }
    }

    /// "< 1 d", "1–3 d", "1–2 wk", "≥ 1 yr": the bar's label.
    public var label: String {
        switch self {
        case .underOneDay: "< 1 d"
        case .oneToThreeDays: "1–3 d"
        case .threeToSevenDays: "3–7 d"
        case .oneToTwoWeeks: "1–2 wk"
        case .twoToFourWeeks: "2–4 wk"
        case .oneToThreeMonths: "1–3 mo"
        case .threeToSixMonths: "3–6 mo"
        case .sixToTwelveMonths: "6–12 mo"
        case .overOneYear: "≥ 1 yr"
        }
    }

    /// The bucket of a stability in days (a negative or NaN one, which FSRS never gives, counts as under a day).
    public init(stability: Double) {
        self = Self.allCases.last { stability >= $0.lowerBound } ?? .underOneDay
    }
}

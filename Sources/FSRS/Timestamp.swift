/// A moment in time as whole seconds since 1970-01-01 00:00:00 UTC (the Unix epoch).
///
/// The scheduler needs no calendar and no time zone: FSRS counts elapsed time in whole days of 86,400
/// seconds, exactly as py-fsrs subtracts two UTC datetimes and takes `.days`. Whole seconds are what a
/// database row stores and what the reference fixtures compare; sub-second review times add nothing to
/// a schedule measured in minutes and days.
public struct Timestamp: Sendable, Hashable, Comparable, Codable {
    /// Seconds since the Unix epoch; negative before 1970.
    public var secondsSince1970: Int64

    /// - Parameter secondsSince1970: seconds since 1970-01-01 00:00:00 UTC.
    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    // MARK: - Coding

    /// Decodes a bare number of seconds, so exported cards read `"due": 1767225600`.
    public init(from decoder: any Decoder) throws {
        secondsSince1970 = try decoder.singleValueContainer().decode(Int64.self)
    }

    /// Encodes the bare number of seconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(secondsSince1970)
    }

    // MARK: - Arithmetic

    /// The number of seconds in one scheduling day.
    public static let secondsPerDay: Int64 = 86_400

    /// - Parameter seconds: how far to move; negative moves back.
    /// - Returns: this moment moved by `seconds`.
    public func advanced(bySeconds seconds: Int64) -> Timestamp {
        Timestamp(secondsSince1970: secondsSince1970 + seconds)
    }

    /// - Parameter days: how many whole days to move forward.
    /// - Returns: this moment `days` × 86,400 seconds later.
    public func advanced(byDays days: Int) -> Timestamp {
        advanced(bySeconds: Int64(days) * Timestamp.secondsPerDay)
    }

    /// Whole days from `earlier` to this moment, rounded down like Python's `timedelta.days`: 23 hours
    /// is 0 days, and one second *before* `earlier` is −1 day (a clock that went back).
    /// - Parameter earlier: the start of the span, usually the card's last review.
    /// - Returns: the floor of the span in days.
    public func wholeDays(since earlier: Timestamp) -> Int64 {
        let seconds = secondsSince1970 - earlier.secondsSince1970
        let days = seconds / Timestamp.secondsPerDay
        return seconds % Timestamp.secondsPerDay < 0 ? days - 1 : days
    }
}

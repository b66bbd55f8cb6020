extension Timestamp {
    /// "2026-11-25": the UTC calendar date of a day counted from 1970-01-01, for the statistics' captions, the
    /// History tab's times and the command line's JSON (Howard Hinnant's days-to-civil: arithmetic only, no
    /// calendar object per day, and no Foundation in the modules that draw dates).
    public static func utcDate(ofDay day: Int64) -> String {
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2))"
    }

    /// "2026-11-25 18:05": the UTC date and minute of this time.
    public var utcMinuteText: String {
        let days = secondsSince1970 >= 0 ? secondsSince1970 / Self.secondsPerDay : (secondsSince1970 - Self.secondsPerDay + 1) / Self.secondsPerDay
        let secondOfDay = secondsSince1970 - days * Self.secondsPerDay
        return "\(Self.utcDate(ofDay: days)) \(Self.padded(secondOfDay / 3_600, 2)):\(Self.padded(secondOfDay % 3_600 / 60, 2))"
    }

    private static func padded(_ value: Int64, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

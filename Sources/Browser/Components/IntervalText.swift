import FSRS

/// An interval as Anki writes it above a grade button: "1m", "10m", "6h", "5d", "3mo", "1.2y" — short enough for
/// four side by side, rounded to the unit that matters at that length.
public enum IntervalText {
    /// The time from `now` to `due`, at least a minute (a grade never schedules a card for now).
    public static func short(from now: Timestamp, to due: Timestamp) -> String {
        let seconds = max(60, due.secondsSince1970 - now.secondsSince1970)
        let day = Timestamp.secondsPerDay
        if seconds < 3_600 { return "\((seconds + 30) / 60)m" }
        if seconds < day { return "\((seconds + 1_800) / 3_600)h" }
        let days = Double(seconds) / Double(day)
        if days < 30 { return "\(Int(days.rounded()))d" }
        if days < 365 { return "\(Int((days / 30.4375).rounded()))mo" }
        let years = (days / 365.25 * 10).rounded() / 10
        return years == years.rounded() ? "\(Int(years))y" : "\(years)y"
    }
}

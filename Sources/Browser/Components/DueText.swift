import FSRS

/// When a card is due, as a person reads it: "now", "in 10 min", "in 5 h", "in 3 days" — relative to the
/// clock, rounded to the unit that matters at that distance (the minute of a learning step, the day of a review).
public enum DueText {
    /// - Parameters:
    ///   - due: when the card is due.
    ///   - now: the clock's time.
    /// - Returns: "now" for a card due already, else "in N unit".
    public static func relative(_ due: Timestamp, now: Timestamp) -> String {
        let seconds = due.secondsSince1970 - now.secondsSince1970
        guard seconds > 0 else { return "now" }
        if seconds < 3_600 { return "in \((seconds + 59) / 60) min" }
        if seconds < Timestamp.secondsPerDay { return "in \((seconds + 1_800) / 3_600) h" }
        let days = (seconds + Timestamp.secondsPerDay / 2) / Timestamp.secondsPerDay
        return days == 1 ? "in 1 day" : "in \(days) days"
    }
}

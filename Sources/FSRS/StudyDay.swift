/// Anki's study day: it begins at 4:00 local time, not at midnight, so a session after midnight still counts
/// towards the evening's day and its daily limits.
///
/// This library has no time zone: whoever has one (the executable, through Foundation) gives the offset from UTC;
/// tests give a fixed one. The offset is the one in force when the program started, so on the night a clock
/// changes the day may begin an hour off until the next launch — a limit counted an hour early or late.
public struct StudyDay: Sendable, Hashable {
    /// Seconds local time is ahead of UTC (Tokyo: 32,400).
    public let utcOffsetSeconds: Int64

    /// The hour, local time, at which a study day begins (Anki's default).
    public static let startHour: Int64 = 4

    public init(utcOffsetSeconds: Int64) {
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The start of the study day `time` falls in: the latest 4:00 local time at or before it.
    public func start(containing time: Timestamp) -> Timestamp {
        let secondsPerDay: Int64 = 86_400
        let intoLocalDay = time.secondsSince1970 + utcOffsetSeconds - Self.startHour * 3_600
        // Floor division, so times before 1970 round down too.
        let (quotient, remainder) = intoLocalDay.quotientAndRemainder(dividingBy: secondsPerDay)
        let day = remainder < 0 ? quotient - 1 : quotient
        return Timestamp(secondsSince1970: day * secondsPerDay - utcOffsetSeconds + Self.startHour * 3_600)
    }
}

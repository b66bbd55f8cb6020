import Foundation

/// How a collection numbers its review days, which a review card's `due` counts in: day 0 is the day of the
/// collection's creation (`crt`), and each day begins at the rollover hour (4:00 by default).
///
/// Two reckonings, as Anki's own scheduler has them: a collection that records the time zone it was created in
/// (`creationOffset`, every collection since Anki 2.1.17's new time zone handling) counts calendar days from the
/// creation's local date, each starting at the rollover hour of the learner's time zone; an older one counts whole
/// 86,400-second days from `crt` itself (which Anki placed at a rollover).
public struct AnkiDayNumbers: Sendable, Hashable {
    /// `crt`, seconds since 1970.
    public let creation: Int64
    /// `creationOffset`: minutes west of UTC where the collection was made (JavaScript's sign); `nil` for the old
    /// reckoning.
    public let creationOffsetMinutesWest: Int?
    /// `rollover`, the hour a day starts (0–23), 4 unless the learner changed it.
    public let rolloverHour: Int

    public init(creation: Int64, creationOffsetMinutesWest: Int?, rolloverHour: Int) {
        self.creation = creation
        self.creationOffsetMinutesWest = creationOffsetMinutesWest
        self.rolloverHour = (0...23).contains(rolloverHour) ? rolloverHour : 4
    }

    /// The moment day `day` begins, for a learner in `timeZone`.
    public func start(ofDay day: Int64, in timeZone: TimeZone) -> Int64 {
        guard creationOffsetMinutesWest != nil else { return creation + day * 86_400 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var components = creationDate
        components.day = (components.day ?? 1) + Int(clamping: day)
        components.hour = rolloverHour
        guard let date = calendar.date(from: components) else { return creation + day * 86_400 }
        return Int64(date.timeIntervalSince1970.rounded(.down))
    }

    /// The day `moment` falls on, for a learner in `timeZone` (negative before the creation).
    public func day(of moment: Int64, in timeZone: TimeZone) -> Int64 {
        guard creationOffsetMinutesWest != nil else {
            let (quotient, remainder) = (moment - creation).quotientAndRemainder(dividingBy: 86_400)
            return remainder < 0 ? quotient - 1 : quotient
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let shifted = Date(timeIntervalSince1970: TimeInterval(moment - Int64(rolloverHour) * 3600))
        let local = calendar.dateComponents([.year, .month, .day], from: shifted)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
        guard let from = utc.date(from: creationDate), let to = utc.date(from: local) else { return 0 }
        return Int64(utc.dateComponents([.day], from: from, to: to).day ?? 0)
    }

    /// The local calendar date of the creation, where it was made.
    private var creationDate: DateComponents {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .current
        let local = Date(timeIntervalSince1970: TimeInterval(creation - Int64(creationOffsetMinutesWest ?? 0) * 60))
        return utc.dateComponents([.year, .month, .day], from: local)
    }
}

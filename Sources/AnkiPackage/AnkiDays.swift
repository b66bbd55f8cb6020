import Foundation

/// Anki's review days: a review card is due on a day, counted from the collection's creation (`crt`), and each
/// day starts at the rollover hour (4:00) local time.
///
/// The importer moves each review card's day by how many days the importing collection is past its creation
/// minus how many the package's collection is, both at the moment of import. So a card keeps its calendar day
/// whenever the package is imported, as long as its day is counted from a `crt` at a rollover of the export's
/// time zone: this puts `crt` at today's rollover, earlier by as many whole days as the most overdue card needs
/// to keep its day number from going below 0.
struct AnkiDays {
    /// The export's moment (seconds since 1970).
    let now: Int64
    let calendar: Calendar
    let rolloverHour: Int

    init(now: Int64, timeZone: TimeZone, rolloverHour: Int) {
        self.now = now
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.rolloverHour = rolloverHour
    }

    /// The collection's `crt`: a rollover moment at or before today's, early enough that every due in `dues`
    /// has a day number of 0 or more.
    func creation(reaching dues: [Int64]) -> Int64 {
        let daysBack = max(0, -(dues.map(daysFromToday).min() ?? 0))
        let today = calendar.startOfDay(for: Self.date(now - Int64(rolloverHour) * 3600))
        let rollover = calendar.date(byAdding: .hour, value: rolloverHour, to: today) ?? today
        return Int64(rollover.timeIntervalSince1970) - Int64(daysBack) * 86_400
    }

    /// The day number of `moment` counted from `creation`: the package's today as Anki counts it (whole days
    /// since `creation`, its reading of a collection without a time zone of its own) plus the days to `moment`.
    func day(of moment: Int64, creation: Int64) -> Int {
        (Int(now - creation) / 86_400) + daysFromToday(moment)
    }

    /// How many Anki days `moment` is after today (negative: before).
    func daysFromToday(_ moment: Int64) -> Int {
        let start = calendar.startOfDay(for: Self.date(now - Int64(rolloverHour) * 3600))
        let end = calendar.startOfDay(for: Self.date(moment - Int64(rolloverHour) * 3600))
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    private static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}

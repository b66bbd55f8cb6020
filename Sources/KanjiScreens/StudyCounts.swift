import FSRS

/// How much of the study list waits: the Study tab's header line.
public struct StudyCounts: Sendable, Hashable {
    /// Cards due now (a review started now would show them).
    public let dueNow: Int
    /// Cards due within the next 24 hours, those due now included: "today", without a time zone to disagree about.
    public let dueToday: Int
    /// Every kept card.
    public let total: Int
    /// The soonest due time of a card not due yet, for "next in 10 min"; `nil` when none is waiting.
    public let nextDue: Timestamp?

    /// Counts `cards` at `now`.
    public init(cards: [StudyCard], now: Timestamp) {
        let dayLater = now.advanced(byDays: 1)
        dueNow = cards.count { $0.schedule.due <= now }
        dueToday = cards.count { $0.schedule.due <= dayLater }
        total = cards.count
        nextDue = cards.lazy.map(\.schedule.due).filter { $0 > now }.min()
    }

    /// "3 due now · 5 today · 12 cards".
    public var text: String {
        "\(dueNow) due now · \(dueToday) today · \(total) card\(total == 1 ? "" : "s")"
    }
}

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

    public init(dueNow: Int, dueToday: Int, total: Int, nextDue: Timestamp?) {
        self.dueNow = dueNow
        self.dueToday = dueToday
        self.total = total
        self.nextDue = nextDue
    }

    /// "3 due now · 5 today · 12 cards".
    public var text: String {
        "\(dueNow) due now · \(dueToday) today · \(total) card\(total == 1 ? "" : "s")"
    }
}

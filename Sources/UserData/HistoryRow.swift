import Foundation

/// One row of the history: the item and the last time it was opened.
public struct HistoryRow: Sendable, Hashable {
    public let item: RecordedItem
    /// Kept to the millisecond (the file stores whole milliseconds since 1970).
    public let openedAt: Date

    public init(item: RecordedItem, openedAt: Date) {
        self.item = item
        self.openedAt = openedAt
    }
}

/// One line of the history: what was opened, and when it was last opened.
public struct HistoryEntry: Sendable, Hashable {
    public let item: LookupItem
    /// Seconds since 1970, UTC.
    public let openedAt: Int64

    public init(item: LookupItem, openedAt: Int64) {
        self.item = item
        self.openedAt = openedAt
    }
}

/// Why a write to the history failed, in one line naming the file.
public struct LookupHistoryError: Error, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// Where the browser records what was opened, and reads it back for the History tab. The app gives the user
/// database (a file that lasts); tests give `InMemoryLookupHistory` (TestSupport).
///
/// A history that cannot write (a file that is not a database, read-only, newer than this program) does not stop
/// the browser: it says why in ``problem`` and the History tab shows that line.
public protocol LookupHistory: AnyObject {
    /// Records that `item` was opened now; reopening moves it to the top. Committed before it returns.
    /// - Throws: why this write failed; from then on ``problem`` says it and nothing more is recorded. A history
    ///   that already cannot record (``problem`` is set) skips the write without throwing: it said why once.
    func record(_ item: LookupItem) throws(LookupHistoryError)
    /// How many entries there are.
    func count() -> Int
    /// The entries newest first, from position `offset` (0 is the newest), at most `limit` of them: the History
    /// tab reads the page it shows, never the whole history.
    func entries(offset: Int, limit: Int) -> [HistoryEntry]
    /// Where `item` stands, newest first, or `nil` when it is not recorded: how the tab's cursor keeps its item.
    func position(of item: LookupItem) -> Int?
    /// Forgets `item`.
    func delete(_ item: LookupItem)
    /// Forgets everything.
    func clear()
    /// Why nothing is recorded, in one line naming the file, or `nil` while all is well.
    var problem: String? { get }
}

extension LookupHistory {
    /// The history as the History tab reads it: its length now, and its entries and positions on demand.
    var pagedEntries: PagedList<HistoryEntry> {
        PagedList(count: count(), read: { [self] range in entries(offset: range.lowerBound, limit: range.count) },
                  position: { [self] entry in position(of: entry.item) })
    }
}

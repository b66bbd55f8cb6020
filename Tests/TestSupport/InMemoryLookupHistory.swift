import Browser
/// A history that lives as long as the app: for tests, and the shape the database must match.
public final class InMemoryLookupHistory: LookupHistory {
    private var newestFirst: [HistoryEntry] = []
    /// The clock, so tests can order entries; seconds since 1970.
    private let now: () -> Int64
    public private(set) var problem: String?
    /// The reason the next write fails with, or `nil`: a test of how a failed write is reported.
    public var nextWriteFailure: String?
    /// Every row forgotten before the History tab's frame (`d`, `D`), oldest first, as the browser's ``UserWrite``
    /// names it: a test compares it with the browser's writer's journal. (Recording an opened item is an
    /// ``AppEffect``, after the frame, and not listed.) `nil`, recording nothing, until a test sets it to `[]`.
    public var recordedWrites: [UserWrite]?
    /// How many entries ``entries(offset:limit:)`` has returned in all: what a test of the History tab's cost counts.
    public private(set) var entriesRead = 0

    /// - Parameters:
    ///   - entries: what was opened before, newest first (a long history, for a test of what the tab reads).
    ///   - problem: a reason to show instead of recording (a test of the "cannot record" path), or `nil`.
    ///   - now: the clock.
    public init(entries: [HistoryEntry] = [], problem: String? = nil, now: @escaping () -> Int64 = { 0 }) {
        newestFirst = entries
        self.problem = problem
        self.now = now
    }

    public func record(_ item: LookupItem) throws(LookupHistoryError) {
        guard problem == nil else { return }
        if let failure = nextWriteFailure {
            problem = failure + " (not recording)"
            throw LookupHistoryError(message: failure)
        }
        newestFirst.removeAll { $0.item == item }
        newestFirst.insert(HistoryEntry(item: item, openedAt: now()), at: 0)
    }

    public func count() -> Int { newestFirst.count }

    public func entries(offset: Int, limit: Int) -> [HistoryEntry] {
        let page = Array(newestFirst.dropFirst(offset).prefix(limit))
        entriesRead += page.count
        return page
    }

    public func position(of item: LookupItem) -> Int? {
        newestFirst.firstIndex { $0.item == item }
    }

    public func delete(_ item: LookupItem) {
        recordedWrites?.append(.forget(item))
        newestFirst.removeAll { $0.item == item }
    }

    public func clear() {
        recordedWrites?.append(.forgetHistory)
        newestFirst = []
    }
}

/// A history that lives as long as the app: for tests, and the shape the database must match.
@MainActor
public final class InMemoryLookupHistory: LookupHistory {
    private var newestFirst: [HistoryEntry] = []
    /// The clock, so tests can order entries; seconds since 1970.
    private let now: () -> Int64
    public let problem: String?

    /// - Parameters:
    ///   - problem: a reason to show instead of recording (a test of the "cannot record" path), or `nil`.
    ///   - now: the clock.
    public init(problem: String? = nil, now: @escaping () -> Int64 = { 0 }) {
        self.problem = problem
        self.now = now
    }

    public func record(_ item: LookupItem) {
        guard problem == nil else { return }
        newestFirst.removeAll { $0.item == item }
        newestFirst.insert(HistoryEntry(item: item, openedAt: now()), at: 0)
    }

    public func entries(limit: Int?) -> [HistoryEntry] {
        limit.map { Array(newestFirst.prefix($0)) } ?? newestFirst
    }

    public func delete(_ item: LookupItem) {
        newestFirst.removeAll { $0.item == item }
    }

    public func clear() {
        newestFirst = []
    }
}

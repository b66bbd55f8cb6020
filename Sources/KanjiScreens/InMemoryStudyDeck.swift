import FSRS

/// A study deck that lives as long as the app: for tests and the benchmarks.
@MainActor
public final class InMemoryStudyDeck: StudyDeck {
    private var cardsByItem: [LookupItem: StudyCard] = [:]
    /// Every saved grade by its identity, so an undo can find it.
    public private(set) var log: [Int64: ReviewLog] = [:]
    private var nextCardID: Int64 = 1
    private var nextLogID: Int64 = 1
    public let problem: String?
    /// Set to make every write fail with this message (a read-only file, a full disk).
    public var failingWrites: String?

    /// - Parameter problem: a reason to show instead of keeping anything, or `nil`.
    public init(problem: String? = nil) {
        self.problem = problem
    }

    public func contains(_ item: LookupItem) -> Bool { cardsByItem[item] != nil }

    public func card(for item: LookupItem) -> StudyCard? { cardsByItem[item] }

    public func cards() -> [StudyCard] {
        // Sorting the small keys and then gathering the cards moves each card once, not at every comparison.
        let all = Array(cardsByItem.values)
        return Self.soonestFirst(all.map { (due: $0.schedule.due.secondsSince1970, id: $0.schedule.id) }).map { all[$0] }
    }

    /// The positions of `keys` in due order, then by card id. Nonisolated: a comparison closure formed on the main
    /// actor has its executor checked at every call, which made sorting 5,000 cards several times slower (kanji-bench).
    private nonisolated static func soonestFirst(_ keys: [(due: Int64, id: Int64)]) -> [Int] {
        keys.indices.sorted { (keys[$0].due, keys[$0].id) < (keys[$1].due, keys[$1].id) }
    }

    @discardableResult
    public func add(_ item: LookupItem, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        try checkWritable()
        if let kept = cardsByItem[item] { return kept }
        let card = StudyCard(item: item, schedule: .new(id: nextCardID, due: now), addedAt: now.secondsSince1970)
        nextCardID += 1
        cardsByItem[item] = card
        return card
    }

    public func remove(_ item: LookupItem) throws(StudyDeckError) {
        try checkWritable()
        guard let card = cardsByItem.removeValue(forKey: item) else { return }
        log = log.filter { $0.value.cardID != card.schedule.id }
    }

    public func save(_ card: StudyCard, log line: ReviewLog) throws(StudyDeckError) -> Int64 {
        try checkWritable()
        cardsByItem[card.item] = card
        defer { nextLogID += 1 }
        log[nextLogID] = line
        return nextLogID
    }

    public func undo(logID: Int64, restoring previous: StudyCard) throws(StudyDeckError) {
        try checkWritable()
        log[logID] = nil
        cardsByItem[previous.item] = previous
    }

    private func checkWritable() throws(StudyDeckError) {
        if let reason = problem ?? failingWrites { throw StudyDeckError(message: reason) }
    }
}

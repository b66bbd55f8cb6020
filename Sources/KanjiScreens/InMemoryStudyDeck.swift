import FSRS

/// A study deck that lives as long as the app: for tests and the benchmarks.
///
/// Its cards are kept once, already in the order ``cards()`` gives them (soonest due first, then by card id), so
/// reading them hands out the stored array (copy-on-write: the Study tab's list shares it) instead of gathering
/// and sorting a copy at every read; the kept items are a set beside them, for ``contains(_:)``, which every drawn
/// row asks. Kept as a dictionary of cards sorted at every read, it cost the million-step walk 360 bytes a card
/// and two passing copies of the deck at every refresh of the Study tab.
@MainActor
public final class InMemoryStudyDeck: StudyDeck {
    /// Every card, soonest due first, then by id.
    private var dueOrder: [StudyCard] = []
    /// The items of ``dueOrder``.
    private var kept: Set<LookupItem> = []
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

    public func contains(_ item: LookupItem) -> Bool { kept.contains(item) }

    public func card(for item: LookupItem) -> StudyCard? {
        kept.contains(item) ? dueOrder.first { $0.item == item } : nil
    }

    public func cards() -> [StudyCard] { dueOrder }

    @discardableResult
    public func add(_ item: LookupItem, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        try checkWritable()
        if let kept = card(for: item) { return kept }
        let card = StudyCard(item: item, schedule: .new(id: nextCardID, due: now), addedAt: now.secondsSince1970)
        nextCardID += 1
        place(card)
        return card
    }

    public func remove(_ item: LookupItem) throws(StudyDeckError) {
        try checkWritable()
        guard let card = takeOut(item) else { return }
        log = log.filter { $0.value.cardID != card.schedule.id }
    }

    public func save(_ card: StudyCard, log line: ReviewLog) throws(StudyDeckError) -> Int64 {
        try checkWritable()
        takeOut(card.item)
        place(card)
        defer { nextLogID += 1 }
        log[nextLogID] = line
        return nextLogID
    }

    public func undo(logID: Int64, restoring previous: StudyCard) throws(StudyDeckError) {
        try checkWritable()
        log[logID] = nil
        takeOut(previous.item)
        place(previous)
    }

    // MARK: Private

    /// Inserts `card` where its due time and id put it.
    private func place(_ card: StudyCard) {
        let key = Self.orderKey(card)
        var low = 0
        var high = dueOrder.count
        while low < high {
            let middle = (low + high) / 2
            if Self.orderKey(dueOrder[middle]) < key { low = middle + 1 } else { high = middle }
        }
        dueOrder.insert(card, at: low)
        kept.insert(card.item)
    }

    /// Removes the card of `item`, if kept, and returns it.
    @discardableResult
    private func takeOut(_ item: LookupItem) -> StudyCard? {
        guard kept.remove(item) != nil, let index = dueOrder.firstIndex(where: { $0.item == item }) else { return nil }
        return dueOrder.remove(at: index)
    }

    /// What ``cards()`` orders by: due time, then card id.
    private static func orderKey(_ card: StudyCard) -> (Int64, Int64) {
        (card.schedule.due.secondsSince1970, card.schedule.id)
    }

    private func checkWritable() throws(StudyDeckError) {
        if let reason = problem ?? failingWrites { throw StudyDeckError(message: reason) }
    }
}

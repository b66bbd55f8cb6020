import Browser
import FSRS

/// A study deck that lives as long as the app: for tests and the benchmarks.
///
/// Its cards are kept once, already in the order ``cards(offset:limit:)`` gives them (soonest due first, then by
/// card id), so a page is a slice of the stored array and the counts are prefixes of it; the kept items are a set
/// beside them, for ``contains(_:)``, which every drawn row asks. It counts the cards it hands out, so a test can
/// hold the Study tab to reading what it shows.
public final class InMemoryStudyDeck: StudyDeck {
    /// Every card, soonest due first, then by id.
    private var dueOrder: [StudyCard] = []
    /// The items of ``dueOrder``, each once however many kinds of card it has.
    private var kept: Set<LookupItem> = []
    /// Every saved grade by its identity, so an undo can find it.
    public internal(set) var log: [Int64: ReviewLog] = [:]
    /// The card each saved grade was given to, as it was before the grade, by the grade's identity: what the
    /// statistics sort a review by (young or mature).
    var cardsBeforeGrade: [Int64: Card] = [:]
    /// How many cards ``cards(offset:limit:)`` and ``nextCard(dueBy:)`` have returned in all: what a test of the
    /// Study tab's cost counts.
    public private(set) var cardsRead = 0
    private var nextCardID: Int64 = 1
    private var nextLogID: Int64 = 1
    public let problem: String?
    /// The daily limits, as the user database's settings hold them (the defaults: 20 new, reviews unlimited).
    public var newCardsPerDay = 20
    public var reviewsPerDay: Int?
    /// The order new cards are introduced in.
    public var newOrder = NewCardOrder.kept
    /// How many lapses make a leech (0: never), as the user database's settings hold it (Anki's 8 by default).
    public var leechThreshold = 8
    /// Each item's frequency rank, stored with its card when kept (the app takes them from the data).
    public var frequencyRanks: [LookupItem: Int] = [:]
    /// Set to make every write fail with this message (a read-only file, a full disk).
    public var failingWrites: String?
    /// Every write the deck was asked for through its protocol, oldest first, as the browser's ``UserWrite`` names
    /// it, whether or not it could be done: a test compares it with the browser's writer's journal to see that no
    /// write went past the writer. `nil`, recording nothing, until a test sets it to `[]` after its setup (the
    /// walks and the benchmarks never do, so it never grows).
    public var recordedWrites: [UserWrite]?
    /// The kind of the one card an item kept gets where it fits it (`CardKind.fits`; recognition where not): `.writing`
    /// makes the random walk's kanji cards writing reviews, and words stay recognition. One card per item, unlike the
    /// database's deck, which keeps one per kind chosen; ``add(_:kinds:now:)`` keeps an item in several.
    public var keptKind = CardKind.recognition

    /// - Parameter problem: a reason to show instead of keeping anything, or `nil`.
    public init(problem: String? = nil) {
        self.problem = problem
    }

    public func contains(_ item: LookupItem) -> Bool { kept.contains(item) }

    /// The item's recognition card, or the first kind it has, as the database's deck answers.
    public func card(for item: LookupItem) -> StudyCard? {
        kept.contains(item) ? cards(of: item).min { ($0.kind, $0.schedule.id) < ($1.kind, $1.schedule.id) } : nil
    }

    public func count() -> Int { dueOrder.count }

    public func cards(offset: Int, limit: Int) -> [StudyCard] {
        let page = Array(dueOrder.dropFirst(offset).prefix(limit))
        cardsRead += page.count
        return page
    }

    public func position(of card: StudyCard) -> Int? {
        dueOrder.firstIndex { $0.schedule.id == card.schedule.id }
    }

    /// Counted over the cards in order: those due by a time are a prefix of ``dueOrder``.
    /// Cards set aside at `now` are not due; a buried card is next due when its burial ends, a suspended one never.
    public func counts(at now: Timestamp, dayStart: Timestamp) -> StudyCounts {
        let due = dueOrder.prefix { $0.schedule.due <= now }.filter { !$0.isSetAside(at: now) }
        let nextDue = dueOrder.filter { !$0.isSuspended }.map { max($0.schedule.due, $0.buriedUntil ?? $0.schedule.due) }.filter { $0 > now }.min()
        return StudyCounts(dueNew: due.count { $0.schedule.state == .new },
                           learning: due.count { $0.schedule.state == .learning || $0.schedule.state == .relearning },
                           dueReview: due.count { $0.schedule.state == .review }, allowance: allowance(since: dayStart),
                           total: dueOrder.count, nextDue: nextDue)
    }

    /// Tallied over every card and grade: a test deck's few (the database counts with SQL).
    public func statistics(at now: Timestamp) -> DeckStatistics {
        var tally = DeckStatistics.Tally(now: now)
        for card in dueOrder {
            tally.add(card.schedule, isSuspended: card.isSuspended, buriedUntil: card.buriedUntil, isLeech: card.isLeech)
        }
        for (id, line) in log {
            if let before = cardsBeforeGrade[id] { tally.add(line, before: before) }
        }
        return tally.result
    }

    /// Counted over the saved grades, as the database counts its log.
    public func allowance(since dayStart: Timestamp) -> DailyAllowance {
        let today = log.values.filter { $0.reviewedAt >= dayStart }
        return DailyAllowance(newPerDay: newCardsPerDay, reviewsPerDay: reviewsPerDay,
                              newIntroduced: today.count { $0.stateBefore == .new }, reviewsDone: today.count { $0.stateBefore == .review })
    }

    public func setNewCardsPerDay(_ count: Int) throws(StudyDeckError) {
        recordedWrites?.append(.setNewCardsPerDay(count))
        try checkWritable()
        newCardsPerDay = count
    }

    public func setReviewsPerDay(_ count: Int?) throws(StudyDeckError) {
        recordedWrites?.append(.setReviewsPerDay(count))
        try checkWritable()
        reviewsPerDay = count
    }

    public func nextCard(dueBy time: Timestamp, after previous: StudyCard?, skipping: Set<CardState>) -> StudyCard? {
        let start = previous.map { Self.orderKey($0) }.map { key in firstIndex { Self.orderKey($0) > key } } ?? 0
        guard let next = dueOrder[min(start, dueOrder.count)...].lazy.prefix(while: { $0.schedule.due <= time })
                .first(where: { !skipping.contains($0.schedule.state) && !$0.isSetAside(at: time) }) else { return nil }
        cardsRead += 1
        return next
    }

    /// Over every card, sorted: a test deck's few (the database steps along an index).
    public func nextNewCard(dueBy time: Timestamp, after previous: StudyCard?) -> StudyCard? {
        let key = { (card: StudyCard) -> [Int64] in
            switch self.newOrder {
            case .kept: [card.schedule.id]
            case .frequency: [card.frequencyRank == nil ? 1 : 0, Int64(card.frequencyRank ?? 0), card.schedule.id]
            }
        }
        let next = dueOrder.filter { $0.schedule.state == .new && $0.schedule.due <= time && !$0.isSetAside(at: time) }
            .filter { card in previous.map { key($0).lexicographicallyPrecedes(key(card)) } ?? true }
            .min { key($0).lexicographicallyPrecedes(key($1)) }
        if next != nil { cardsRead += 1 }
        return next
    }

    public func newCardOrder() -> NewCardOrder { newOrder }

    public func setNewCardOrder(_ order: NewCardOrder) throws(StudyDeckError) {
        recordedWrites?.append(.setNewCardOrder(order))
        try checkWritable()
        newOrder = order
    }

    public func nextLearningCard(dueBy time: Timestamp) -> StudyCard? {
        let learning = dueOrder.lazy.prefix { $0.schedule.due <= time }
            .first { ($0.schedule.state == .learning || $0.schedule.state == .relearning) && !$0.isSetAside(at: time) }
        if learning != nil { cardsRead += 1 }
        return learning
    }

    @discardableResult
    public func addAll(_ items: [LookupItem], now: Timestamp) throws(StudyDeckError) -> Int {
        recordedWrites?.append(.keepAll(items))
        try checkWritable()
        var added = 0
        for item in items where card(for: item) == nil {
            try keepWithoutRecording(item, context: nil, now: now)
            added += 1
        }
        return added
    }

    /// As the database does: a kept item keeps its card, and gets `context` only when it had none.
    @discardableResult
    public func add(_ item: LookupItem, context: StudyContext?, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        recordedWrites?.append(.keep(item, context: context))
        return try keepWithoutRecording(item, context: context, now: now)
    }

    /// ``add(_:context:now:)`` unrecorded: also how ``addAll(_:now:)`` keeps each of its items.
    @discardableResult
    private func keepWithoutRecording(_ item: LookupItem, context: StudyContext?, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        if let problem = context?.problem { throw StudyDeckError(message: "\(item.label) not kept: \(problem)") }
        try checkWritable()
        if let kept = card(for: item) {
            guard kept.context == nil, let context else { return kept }
            let recorded = StudyCard(item: item, schedule: kept.schedule, addedAt: kept.addedAt, context: context,
                                     frequencyRank: kept.frequencyRank, kind: kept.kind)
            takeOut(kept)
            place(recorded)
            return recorded
        }
        return try add(item, kinds: [keptKind], context: context, now: now)[0]
    }

    /// Keeps `item`, not kept yet, with a new card of each of `kinds` that fits it (`CardKind.fits`; one recognition
    /// card where none does), due `now` in the order given, as the database's deck keeps an item in the kinds chosen.
    /// - Returns: the cards made.
    @discardableResult
    public func add(_ item: LookupItem, kinds: [CardKind], context: StudyContext? = nil, now: Timestamp) throws(StudyDeckError) -> [StudyCard] {
        try checkWritable()
        let fitting = kinds.filter { kind in
            switch item {
            case .kanji(let character): kind.fits(isKanji: true, key: character, reading: nil)
            case .word(let headword, let reading): kind.fits(isKanji: false, key: headword, reading: reading)
            }
        }
        return (fitting.isEmpty ? [.recognition] : fitting).map { kind in
            let card = StudyCard(item: item, schedule: .new(id: nextCardID, due: now), addedAt: now.secondsSince1970, context: context,
                                 frequencyRank: frequencyRanks[item], kind: kind)
            nextCardID += 1
            place(card)
            return card
        }
    }

    /// Takes off every card of `item`, with their log.
    public func remove(_ item: LookupItem) throws(StudyDeckError) {
        recordedWrites?.append(.remove(item))
        try checkWritable()
        let ids = Set(cards(of: item).map(\.schedule.id))
        for card in cards(of: item) { takeOut(card) }
        log = log.filter { !ids.contains($0.value.cardID) }
        cardsBeforeGrade = cardsBeforeGrade.filter { log[$0.key] != nil }
    }

    /// Counted over every card of `item`: what ``remove(_:)`` deletes.
    public func reviewCount(of item: LookupItem) -> Int {
        let ids = Set(cards(of: item).map(\.schedule.id))
        return log.values.count { ids.contains($0.cardID) }
    }

    /// As the database does: the schedule is written alone (the sentence and what sets the card aside stay as the deck
    /// holds them), and the lapse that reaches the leech threshold, or a half-threshold past it, tags and suspends it.
    public func save(_ card: StudyCard, log line: ReviewLog) throws(StudyDeckError) -> SavedGrade {
        recordedWrites?.append(.grade(card, line))
        try checkWritable()
        let before = takeOut(card)
        var saved = StudyCard(item: card.item, schedule: card.schedule, addedAt: card.addedAt, context: before?.context ?? card.context,
                              frequencyRank: before?.frequencyRank ?? card.frequencyRank, isSuspended: before?.isSuspended ?? card.isSuspended,
                              buriedUntil: before?.buriedUntil ?? card.buriedUntil, isLeech: before?.isLeech ?? card.isLeech, kind: card.kind)
        let logID = nextLogID
        nextLogID += 1
        log[logID] = line
        cardsBeforeGrade[logID] = before?.schedule ?? card.schedule
        var leechLapses: Int?
        if line.stateBefore == .review, line.rating == .again, leechThreshold > 0 {
            let lapses = log.values.count { $0.cardID == card.schedule.id && $0.stateBefore == .review && $0.rating == .again }
            if lapses >= leechThreshold, (lapses - leechThreshold) % max(1, leechThreshold / 2) == 0 {
                saved.isLeech = true
                saved.isSuspended = true
                leechLapses = lapses
            }
        }
        place(saved)
        return SavedGrade(logID: logID, leechLapses: leechLapses)
    }

    public func undo(logID: Int64, restoring previous: StudyCard) throws(StudyDeckError) {
        recordedWrites?.append(.undoGrade(logID: logID, restoring: previous))
        try checkWritable()
        log[logID] = nil
        cardsBeforeGrade[logID] = nil
        takeOut(previous)
        place(previous)
    }

    public func setSuspended(_ suspended: Bool, _ card: StudyCard) throws(StudyDeckError) -> StudyCard {
        recordedWrites?.append(.setSuspended(suspended, card))
        return try setAside(card) { $0.isSuspended = suspended }
    }

    public func bury(_ card: StudyCard, until time: Timestamp?) throws(StudyDeckError) -> StudyCard {
        recordedWrites?.append(.bury(card, until: time))
        return try setAside(card) { $0.buriedUntil = time }
    }

    // MARK: Private

    /// The kept card with `card`'s id changed by `change`, placed again.
    private func setAside(_ card: StudyCard, _ change: (inout StudyCard) -> Void) throws(StudyDeckError) -> StudyCard {
        try checkWritable()
        guard var kept = takeOut(card) else { throw StudyDeckError(message: "\(card.item.label) is not kept") }
        change(&kept)
        place(kept)
        return kept
    }

    /// Inserts `card` where its due time and id put it.
    func place(_ card: StudyCard) {
        let key = Self.orderKey(card)
        dueOrder.insert(card, at: firstIndex { !(Self.orderKey($0) < key) })
        kept.insert(card.item)
    }

    /// The index of the first card of ``dueOrder`` for which `isPast` holds (true from some index on, as an
    /// order comparison is), by binary search; the count when it holds for none.
    private func firstIndex(where isPast: (StudyCard) -> Bool) -> Int {
        var low = 0
        var high = dueOrder.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(dueOrder[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Every card of `item`, soonest due first.
    func cards(of item: LookupItem) -> [StudyCard] {
        kept.contains(item) ? dueOrder.filter { $0.item == item } : []
    }

    /// Removes the card with `card`'s id, if kept, and returns it as it was kept; its item stays kept while it has
    /// another card.
    @discardableResult
    func takeOut(_ card: StudyCard) -> StudyCard? {
        guard let index = dueOrder.firstIndex(where: { $0.schedule.id == card.schedule.id }) else { return nil }
        let taken = dueOrder.remove(at: index)
        if !dueOrder.contains(where: { $0.item == taken.item }) { kept.remove(taken.item) }
        return taken
    }

    /// What ``cards(offset:limit:)`` orders by: due time, then card id.
    private static func orderKey(_ card: StudyCard) -> (Int64, Int64) {
        (card.schedule.due.secondsSince1970, card.schedule.id)
    }

    private func checkWritable() throws(StudyDeckError) {
        if let reason = problem ?? failingWrites { throw StudyDeckError(message: reason) }
    }
}

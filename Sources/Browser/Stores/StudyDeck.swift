import FSRS

/// One card of a kanji or word the person keeps for study — the item asked one way, its ``kind`` — with its FSRS
/// schedule. An item kept in several kinds has a card of each, scheduled apart.
public struct StudyCard: Sendable, Hashable {
    public let item: LookupItem
    /// What the card asks: the item's meaning (recognition), the item from its meaning (production), its reading.
    public let kind: CardKind
    /// The scheduler's state. `schedule.id` is the card's identity in the deck (and seeds its fuzz).
    public var schedule: Card
    /// When it was kept, seconds since 1970 (UTC).
    public let addedAt: Int64
    /// The sentence it was kept from (sentence mining), or `nil` when kept from a list or a detail.
    public let context: StudyContext?
    /// The item's frequency rank when kept (1 the most common), or `nil`: what ``NewCardOrder/frequency`` sorts by.
    public let frequencyRank: Int?
    /// Out of every review until unsuspended (`!`, or as a leech), as Anki suspends a card.
    public var isSuspended: Bool
    /// Out of every review until this time, the start of the next study day (`-`, Anki's bury), or `nil`.
    public var buriedUntil: Timestamp?
    /// Tagged a leech: its lapses reached the leech threshold. The tag stays when the card is unsuspended.
    public var isLeech: Bool

    public init(item: LookupItem, schedule: Card, addedAt: Int64, context: StudyContext? = nil, frequencyRank: Int? = nil,
                isSuspended: Bool = false, buriedUntil: Timestamp? = nil, isLeech: Bool = false, kind: CardKind = .recognition) {
        self.item = item
        self.kind = kind
        self.schedule = schedule
        self.addedAt = addedAt
        self.context = context
        self.frequencyRank = frequencyRank
        self.isSuspended = isSuspended
        self.buriedUntil = buriedUntil
        self.isLeech = isLeech
    }

    /// Whether it is buried at `time`: its burial lasts past it.
    public func isBuried(at time: Timestamp) -> Bool {
        buriedUntil.map { $0 > time } ?? false
    }

    /// Whether a review at `time` passes it over: suspended, or buried.
    public func isSetAside(at time: Timestamp) -> Bool {
        isSuspended || isBuried(at: time)
    }
}

/// A grade the deck saved: its log line's identity, to undo it with, and whether it made the card a leech.
public struct SavedGrade: Sendable, Hashable {
    public let logID: Int64
    /// The card's lapses when this grade made it a leech (tagged and suspended), or `nil`.
    public let leechLapses: Int?

    public init(logID: Int64, leechLapses: Int? = nil) {
        self.logID = logID
        self.leechLapses = leechLapses
    }
}

/// Why the deck could not do what it was asked, in one line naming the file ("cannot write …/user.sqlite:
/// read-only file"), for the screen to show. Nothing already saved is lost when this is thrown.
public struct StudyDeckError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Where kept items and their reviews are stored. The app gives the user database (a file that lasts, shared
/// with other running instances); tests give `InMemoryStudyDeck` (TestSupport), the shape the database must match.
///
/// Every write is committed before it returns, so a grade the screen showed as saved survives `kill -9`.
public protocol StudyDeck: AnyObject {
    /// Whether `item` is kept. Asked for every visible list row on every frame, so it reads a cache, never the file.
    func contains(_ item: LookupItem) -> Bool
    /// The card of `item`, or `nil` when it is not kept.
    func card(for item: LookupItem) -> StudyCard?
    /// How many cards are kept.
    func count() -> Int
    /// The kept cards soonest due first (then in the order they were kept), from position `offset` (0 is the
    /// soonest), at most `limit` of them: the Study tab reads the page it shows, never the whole deck.
    func cards(offset: Int, limit: Int) -> [StudyCard]
    /// Where `card` stands now (found by its id, `schedule.id`), soonest due first, or `nil` when it is no longer
    /// kept: how the tab's cursor keeps its card — by card, not by item, as an item kept in several kinds has a
    /// row for each.
    func position(of card: StudyCard) -> Int?
    /// The Study tab's header at `now`, counted by the store (the database's COUNT queries), not from a copy, with
    /// what the study day that began at `dayStart` still allows (``allowance(since:)``).
    func counts(at now: Timestamp, dayStart: Timestamp) -> StudyCounts
    /// The daily limits as stored, and how much of them the study day that began at `dayStart` has used (counted
    /// from the review log, so an undone grade gives its card back). Asked before each card a review takes from
    /// its queue, so another instance's grades count too.
    func allowance(since dayStart: Timestamp) -> DailyAllowance
    /// Stores how many new cards a study day introduces (a count of 0 or more), from now on.
    func setNewCardsPerDay(_ count: Int) throws(StudyDeckError)
    /// Stores how many review cards a study day shows (a count of 0 or more, or `nil` for no limit), from now on.
    func setReviewsPerDay(_ count: Int?) throws(StudyDeckError)
    /// A review's next card, asked for one at a time: the soonest card due at or before `time` that comes after
    /// `previous` in the deck's order (due time, then id; `previous` as it was shown, before its grade), or the
    /// soonest due of all when `previous` is `nil`. A graded card is due after `time` and so not given again; one
    /// whose grade could not be saved still sorts at `previous` and is passed over too. Cards in a state of
    /// `skipping` are passed over: what today's limits no longer allow. Cards set aside at `time` (suspended, or
    /// buried past it) are passed over by this and every other review query, and not counted due.
    func nextCard(dueBy time: Timestamp, after previous: StudyCard?, skipping: Set<CardState>) -> StudyCard?
    /// A review's next new card, in the deck's ``newCardOrder``: the first new card due at or before `time` that
    /// comes after `previous` in that order (as it was shown, before its grade), or the first of all when
    /// `previous` is `nil`. A review asks for these once its review cards are done, as Anki shows reviews first.
    func nextNewCard(dueBy time: Timestamp, after previous: StudyCard?) -> StudyCard?
    /// The order new cards are introduced in, as stored (``NewCardOrder/kept`` when never set or unreadable).
    func newCardOrder() -> NewCardOrder
    /// Stores the order new cards are introduced in, from now on; choosing frequency first gives the cards kept
    /// without a rank the one the data has.
    func setNewCardOrder(_ order: NewCardOrder) throws(StudyDeckError)
    /// The soonest card in a learning step (learning or relearning) due at or before `time`: a review shows it once
    /// its step has passed, between the cards it began with, and at the end ahead of time within the learn-ahead
    /// limit, as Anki does.
    func nextLearningCard(dueBy time: Timestamp) -> StudyCard?
    /// Keeps `item` as a new card due `now`, with the sentence it was met in when `context` is given.
    ///
    /// Keeping a kept item keeps its schedule and log; a `context` is then recorded when the card had none
    /// (a card's sentence is never replaced), which the returned card shows and ``keep(_:context:now:)`` says.
    /// - Throws: the context's ``StudyContext/problem`` (a mark outside its sentence) or a write failure; then
    ///   nothing changes.
    @discardableResult
    func add(_ item: LookupItem, context: StudyContext?, now: Timestamp) throws(StudyDeckError) -> StudyCard
    /// Keeps every one of `items` not kept yet as a new card due `now`, in their order (so a review introduces them
    /// in that order), in one write: all or none.
    /// - Returns: how many were not kept before.
    @discardableResult
    func addAll(_ items: [LookupItem], now: Timestamp) throws(StudyDeckError) -> Int
    /// Stops keeping `item`, with its review log. Removing an item that is not kept does nothing.
    func remove(_ item: LookupItem) throws(StudyDeckError)
    /// How many grades the review log holds for `item`'s card (0 when it is not kept, or never reviewed): what
    /// ``remove(_:)`` would delete, which `a` names in its question before it does.
    func reviewCount(of item: LookupItem) -> Int
    /// Saves one grade: the card's new schedule and the log line, in one transaction. A lapse (Again on a card in
    /// review) that brings the card's lapses to the leech threshold (Anki's rule: at it, and every half-threshold
    /// after) also tags the card a leech and suspends it.
    /// - Returns: the log line's identity, to undo it with, and the lapses when the grade made a leech.
    func save(_ card: StudyCard, log: ReviewLog) throws(StudyDeckError) -> SavedGrade
    /// Takes back a saved grade: deletes the log line `logID` and puts `previous` back, in one transaction; a grade
    /// that made a leech takes its suspension (and its tag, unless an earlier grade had tagged it) back too.
    func undo(logID: Int64, restoring previous: StudyCard) throws(StudyDeckError)
    /// Suspends `card` (out of every review until unsuspended, its schedule and log kept) or unsuspends it.
    /// - Returns: the card as the deck now holds it.
    @discardableResult
    func setSuspended(_ suspended: Bool, _ card: StudyCard) throws(StudyDeckError) -> StudyCard
    /// Buries `card` until `time` (the start of the next study day), or unburies it with `nil`; after `time` it is
    /// shown again with no write.
    /// - Returns: the card as the deck now holds it.
    @discardableResult
    func bury(_ card: StudyCard, until time: Timestamp?) throws(StudyDeckError) -> StudyCard
    /// The deck's statistics at `now` (reviews per day, the due forecast, true retention, cards by state and
    /// stability), counted by the store — the database's GROUP BY queries — never from every card read into memory.
    func statistics(at now: Timestamp) -> DeckStatistics
    /// Why nothing can be kept (a file that is not a database, newer than this program …), or `nil` while all is well.
    var problem: String? { get }
}

/// Anki's daily limits and what the study day has used of them: how many more new cards it introduces and review
/// cards it shows. Cards in a learning step are never limited — leaving them would undo the learning.
public struct DailyAllowance: Sendable, Hashable {
    /// New cards a study day introduces (Anki's default, 20).
    public let newPerDay: Int
    /// Review cards a study day shows, or `nil` for no limit.
    public let reviewsPerDay: Int?
    /// New cards graded for the first time since the day began.
    public let newIntroduced: Int
    /// Review cards graded since the day began.
    public let reviewsDone: Int

    public init(newPerDay: Int, reviewsPerDay: Int?, newIntroduced: Int, reviewsDone: Int) {
        self.newPerDay = newPerDay
        self.reviewsPerDay = reviewsPerDay
        self.newIntroduced = newIntroduced
        self.reviewsDone = reviewsDone
    }

    /// How many more new cards today introduces.
    public var newLeft: Int { max(0, newPerDay - newIntroduced) }
    /// How many more review cards today shows, or `nil` for no limit.
    public var reviewsLeft: Int? { reviewsPerDay.map { max(0, $0 - reviewsDone) } }

    /// The states a review passes over now: new once today's new cards are introduced, review once today's
    /// reviews are done.
    public var exhausted: Set<CardState> {
        var states: Set<CardState> = []
        if newLeft == 0 { states.insert(.new) }
        if reviewsLeft == 0 { states.insert(.review) }
        return states
    }
}

extension StudyDeck {
    /// Keeps `item` as a new card due `now`, without a sentence; keeping a kept item returns its card unchanged.
    @discardableResult
    public func add(_ item: LookupItem, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        try add(item, context: nil, now: now)
    }

    /// Keeps `item` with `context`, saying what that did: kept it, recorded the sentence of a card that had
    /// none, or nothing (kept already, with a sentence of its own or none given).
    public func keep(_ item: LookupItem, context: StudyContext?, now: Timestamp) throws(StudyDeckError) -> StudyKeepResult {
        let before = card(for: item)
        let card = try add(item, context: context, now: now)
        guard let before else { return .kept(card) }
        return before.context == nil && card.context != nil ? .recordedContext(card) : .alreadyKept(card)
    }

    /// The deck as the Study tab reads it: its cards and positions on demand.
    /// - Parameter total: how many cards it holds, as ``counts(at:)`` just counted them (not counted twice).
    func pagedCards(total: Int) -> PagedList<StudyCard> {
        PagedList(count: total, read: { [self] range in cards(offset: range.lowerBound, limit: range.count) },
                  position: { [self] card in position(of: card) })
    }
}

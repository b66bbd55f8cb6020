import FSRS
import Browser
import UserData

/// The browser's study list on the user database: every item kept, removed or graded is committed to the file
/// before the call returns, so it is there after a crash or a `kill -9`, and other running instances see it.
///
/// A database that cannot be opened gives ``problem`` (one line naming the file) and an empty deck that keeps
/// nothing; a write that fails (a full disk, a file made read-only) throws a ``StudyDeckError`` with the
/// database's message, and the deck stays usable for the next try.
///
/// Two instances may review at once: a grade is saved as its rating and time applied to the card as the file
/// holds it (see `save`), so neither instance's grades are lost to the other's.
///
/// Nothing reads the whole deck: the Study tab reads a page at a time, its header is counted by SQL, a review
/// asks for its next card, and ``contains(_:)`` asks about the items drawn, so opening the browser on 50,000
/// cards costs what opening it on none does.
public final class DatabaseStudyDeck: StudyDeck {
    /// Strong: the connection lives as long as the browser. `nil` when the file could not be opened.
    let database: UserDatabase?
    public let problem: String?
    /// The scheduler a grade is applied with when it is saved; the review flow's (py-fsrs's defaults, fuzz on, with
    /// the user database's fitted parameters and desired retention when `study optimize` stored them).
    private let scheduler: Scheduler
    /// Each kept item's frequency rank from the data, stored with its card (and given to cards without one when
    /// the frequency order is chosen).
    private let frequencyRanks: FrequencyRanks
    /// What ``contains(_:)`` has answered, which every visible list row asks on every frame: each item asked of the
    /// file once, kept in step by this deck's writes, and forgotten by ``counts(at:)`` (the Study tab's refresh,
    /// which so sees other instances' changes) or when it reaches ``rememberedAnswerLimit`` answers.
    var keptAnswers: [LookupItem: Bool] = [:]
    /// More answers than a screenful of every list holds; past it they are forgotten, so the memo stays small.
    private static let rememberedAnswerLimit = 4_096

    /// - Parameters:
    ///   - opened: the user database, or why it could not be opened.
    ///   - scheduler: the scheduler the review flow grades with.
    ///   - frequencyRanks: the data's frequency ranks, stored with each card kept.
    public init(opened: Result<UserDatabase, UserDataError>, scheduler: Scheduler = Scheduler(), frequencyRanks: FrequencyRanks) {
        self.scheduler = scheduler
        self.frequencyRanks = frequencyRanks
        switch opened {
        case .success(let database):
            self.database = database
            do {
                // One card, to learn now whether the study list can be read at all.
                _ = try database.studyRows(limit: 1)
                problem = nil
            } catch {
                problem = error.message
            }
        case .failure(let error):
            database = nil
            problem = error.message
        }
    }

    // MARK: - Reading

    // A read that fails (the file removed under us, an I/O error) reads as no card: the protocol's readers have
    // no error to give, and the next write throws the database's message for the screen to show.

    public func contains(_ item: LookupItem) -> Bool {
        if let known = keptAnswers[item] { return known }
        if keptAnswers.count >= Self.rememberedAnswerLimit { keptAnswers = [:] }
        let isKept = card(for: item) != nil
        keptAnswers[item] = isKept
        return isKept
    }

    public func card(for item: LookupItem) -> StudyCard? {
        guard let database, let row = try? database.studyRow(for: RecordedItem(item)) else { return nil }
        return Self.studyCard(row)
    }

    public func count() -> Int {
        guard let database else { return 0 }
        return (try? database.studyCardCount()) ?? 0
    }

    public func cards(offset: Int, limit: Int) -> [StudyCard] {
        guard let database, let rows = try? database.studyRows(offset: offset, limit: limit) else { return [] }
        return rows.map(Self.studyCard)
    }

    public func position(of card: StudyCard) -> Int? {
        guard let database else { return nil }
        return (try? database.studyPosition(ofCard: card.schedule.id)) ?? nil
    }

    /// Indexed queries (one pass over the cards due now counting each state, SQLite's count of every card, the
    /// soonest due later, and ``allowance(since:)``'s); forgets what ``contains(_:)`` remembered, as the Study
    /// tab's refresh is where other instances' changes are picked up.
    public func counts(at now: Timestamp, dayStart: Timestamp) -> StudyCounts {
        keptAnswers = [:]
        let allowance = allowance(since: dayStart)
        guard let database, let due = try? database.studyCardsDueByState(by: now),
              let total = try? database.studyCardCount() else {
            return StudyCounts(dueNew: 0, learning: 0, dueReview: 0, allowance: allowance, total: 0, nextDue: nil)
        }
        return StudyCounts(dueNew: due.new, learning: due.learning, dueReview: due.review, allowance: allowance, total: total,
                           nextDue: (try? database.soonestStudyDue(after: now)) ?? nil)
    }

    /// Five aggregate queries in one read (`UserDatabase.studyStatistics(at:)`); a read that fails reads as an
    /// empty deck, as every other read here does.
    public func statistics(at now: Timestamp) -> DeckStatistics {
        guard let database, let statistics = try? database.studyStatistics(at: now) else {
            return .empty(today: DeckStatistics.day(of: now))
        }
        return statistics
    }

    /// The settings' limits (the defaults when unreadable) and the day's grades, counted along the log's time index.
    public func allowance(since dayStart: Timestamp) -> DailyAllowance {
        let settings = (try? database?.studySettings()) ?? StudySettings()
        let studied = (try? database?.studiedToday(since: dayStart)) ?? (newCards: 0, reviews: 0)
        return DailyAllowance(newPerDay: settings.newPerDay ?? StudySettings.defaultNewPerDay, reviewsPerDay: settings.reviewsPerDay,
                              newIntroduced: studied.newCards, reviewsDone: studied.reviews)
    }

    public func setNewCardsPerDay(_ count: Int) throws(StudyDeckError) {
        let database = try writable()
        try Self.saying { () throws(UserDataError) in try database.saveNewCardsPerDay(count) }
    }

    public func setReviewsPerDay(_ count: Int?) throws(StudyDeckError) {
        let database = try writable()
        try Self.saying { () throws(UserDataError) in try database.saveReviewsPerDay(count) }
    }

    public func nextCard(dueBy time: Timestamp, after previous: StudyCard?, skipping: Set<CardState>) -> StudyCard? {
        guard let database else { return nil }
        let row = try? database.nextStudyRow(dueBy: time, after: previous.map { ($0.schedule.due, $0.schedule.id) }, skipping: skipping)
        return (row ?? nil).map(Self.studyCard)
    }

    public func nextNewCard(dueBy time: Timestamp, after previous: StudyCard?) -> StudyCard? {
        guard let database else { return nil }
        let order = StudyNewCardOrder(newCardOrder())
        let row = try? database.nextNewStudyRow(dueBy: time, after: previous.map(Self.studyRow), order: order)
        return (row ?? nil).map(Self.studyCard)
    }

    public func newCardOrder() -> NewCardOrder {
        let stored = (try? database?.studySettings())?.newOrder
        return stored.map(NewCardOrder.init) ?? .kept
    }

    /// Stores the order; choosing frequency first ranks the cards kept without one (kept before ranks were
    /// stored), touching nothing else of them.
    public func setNewCardOrder(_ order: NewCardOrder) throws(StudyDeckError) {
        let database = try writable()
        let ranks = frequencyRanks
        try Self.saying { () throws(UserDataError) in
            if order == .frequency { try database.fillMissingFrequencyRanks { ranks.rank(of: $0.lookupItem) } }
            try database.saveNewCardOrder(StudyNewCardOrder(order))
        }
    }

    public func nextLearningCard(dueBy time: Timestamp) -> StudyCard? {
        guard let database else { return nil }
        let row = try? database.nextLearningStudyRow(dueBy: time)
        return (row ?? nil).map(Self.studyCard)
    }

    // MARK: - Writing

    @discardableResult
    public func add(_ item: LookupItem, context: StudyContext?, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        if let problem = context?.problem { throw StudyDeckError(message: "\(item.label) not kept: \(problem)") }
        let database = try writable()
        let keeping = StudyKeeping(RecordedItem(item), sentence: context.map(StudySentence.init), frequencyRank: frequencyRanks.rank(of: item))
        let row = try Self.saying { () throws(UserDataError) in try database.keepForStudy([keeping], at: now)[0].row }
        keptAnswers[item] = true
        return Self.studyCard(row)
    }

    @discardableResult
    public func addAll(_ items: [LookupItem], now: Timestamp) throws(StudyDeckError) -> Int {
        let database = try writable()
        let ranks = frequencyRanks
        let keepings = items.map { StudyKeeping(RecordedItem($0), frequencyRank: ranks.rank(of: $0)) }
        let additions = try Self.saying { () throws(UserDataError) in try database.keepForStudy(keepings, at: now) }
        for item in items { keptAnswers[item] = true }
        return additions.count { $0.isNew }
    }

    public func remove(_ item: LookupItem) throws(StudyDeckError) {
        let database = try writable()
        try Self.saying { () throws(UserDataError) in _ = try database.stopStudying([RecordedItem(item)]) }
        keptAnswers[item] = false
    }

    /// A read that fails counts 0, as every reader of this deck reads a failure as nothing there; a file that
    /// cannot be read cannot be written either, so the removal that would follow fails and says why.
    public func reviewCount(of item: LookupItem) -> Int {
        guard let database else { return 0 }
        return (try? database.reviewCount(of: RecordedItem(item))) ?? 0
    }

    /// Saves the grade `log` (its rating and time) of `card`, applied by the scheduler to the card as the file
    /// holds it, together with its log line, in one transaction. When no other instance graded the card in
    /// between, that is exactly `card.schedule`; otherwise it is the grade on top of theirs, so theirs stays.
    public func save(_ card: StudyCard, log: ReviewLog) throws(StudyDeckError) -> SavedGrade {
        let database = try writable()
        let scheduler = scheduler
        let outcome = try Self.saying { () throws(UserDataError) in
            try database.review(cardID: card.schedule.id) { stored in
                scheduler.review(stored, rating: log.rating, at: log.reviewedAt)
            }
        }
        switch outcome {
        case .saved(let logID, _):
            return SavedGrade(logID: logID)
        case .savedAsLeech(let logID, _, let lapses):
            return SavedGrade(logID: logID, leechLapses: lapses)
        case .removed:
            keptAnswers[card.item] = false
            throw StudyDeckError(message: "\(RecordedItem(card.item).displayName) is no longer kept in \(database.path) (removed elsewhere); the grade was not saved")
        }
    }

    /// Deletes the log line `logID` and puts the card back as the log line says it was before the grade (which
    /// is `previous` unless another instance changed it), in one transaction.
    public func undo(logID: Int64, restoring previous: StudyCard) throws(StudyDeckError) {
        let database = try writable()
        let outcome = try Self.saying { () throws(UserDataError) in try database.undoReview(logID: logID) }
        let name = RecordedItem(previous.item).displayName
        switch outcome {
        case .undone:
            return
        case .gradedAgainSince:
            throw StudyDeckError(message: "\(name) was graded again by another kanji-tui since; that grade stays and this one cannot be undone")
        case .notFound:
            throw StudyDeckError(message: "the grade of \(name) is no longer in \(database.path); nothing to undo")
        }
    }

    public func setSuspended(_ suspended: Bool, _ card: StudyCard) throws(StudyDeckError) -> StudyCard {
        let database = try writable()
        let row = try Self.saying { () throws(UserDataError) in try database.setStudyCardSuspended(suspended, cardID: card.schedule.id) }
        return try Self.stillKept(row, card, in: database)
    }

    public func bury(_ card: StudyCard, until time: Timestamp?) throws(StudyDeckError) -> StudyCard {
        let database = try writable()
        let row = try Self.saying { () throws(UserDataError) in try database.buryStudyCard(until: time, cardID: card.schedule.id) }
        return try Self.stillKept(row, card, in: database)
    }

    // MARK: - Private

    /// The card `row` reads as, or the error that `card` is gone (removed, perhaps by another instance).
    private static func stillKept(_ row: StudyRow?, _ card: StudyCard, in database: UserDatabase) throws(StudyDeckError) -> StudyCard {
        guard let row else {
            throw StudyDeckError(message: "\(RecordedItem(card.item).displayName) is no longer kept in \(database.path) (removed elsewhere)")
        }
        return studyCard(row)
    }

    /// The database, or the reason nothing can be kept.
    private func writable() throws(StudyDeckError) -> UserDatabase {
        guard let database else { throw StudyDeckError(message: problem ?? "no user database") }
        return database
    }

    /// Runs one committed write, its failure as the deck's error with the database's one-line message.
    private static func saying<Value>(_ body: () throws(UserDataError) -> Value) throws(StudyDeckError) -> Value {
        do {
            return try body()
        } catch {
            throw StudyDeckError(message: error.message)
        }
    }

    private static func studyCard(_ row: StudyRow) -> StudyCard {
        StudyCard(item: row.item.lookupItem, schedule: row.card, addedAt: row.addedAt.secondsSince1970,
                  context: row.sentence.map(StudyContext.init), frequencyRank: row.frequencyRank,
                  isSuspended: row.setAside.isSuspended, buriedUntil: row.setAside.buriedUntil, isLeech: row.setAside.isLeech,
                  kind: row.cardKind)
    }

    private static func studyRow(_ card: StudyCard) -> StudyRow {
        StudyRow(item: RecordedItem(card.item), card: card.schedule, addedAt: Timestamp(secondsSince1970: card.addedAt),
                 sentence: card.context.map(StudySentence.init), frequencyRank: card.frequencyRank,
                 setAside: StudySetAside(isSuspended: card.isSuspended, buriedUntil: card.buriedUntil, isLeech: card.isLeech),
                 cardKind: card.kind)
    }
}

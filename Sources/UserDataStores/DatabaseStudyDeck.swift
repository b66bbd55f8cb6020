import FSRS
import KanjiScreens
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
@MainActor
final class DatabaseStudyDeck: StudyDeck {
    /// Strong: the connection lives as long as the browser. `nil` when the file could not be opened.
    private let database: UserDatabase?
    let problem: String?
    /// The scheduler a grade is applied with when it is saved; the review flow's (py-fsrs's defaults, fuzz on).
    private let scheduler: Scheduler
    /// The kept items, for `contains`, which every visible list row asks on every frame: filled when the deck
    /// is opened, kept in step by this deck's writes, and refreshed by `cards()` (which sees other instances').
    private var keptItems: Set<LookupItem> = []

    /// - Parameters:
    ///   - opened: the user database, or why it could not be opened.
    ///   - scheduler: the scheduler the review flow grades with.
    init(opened: Result<UserDatabase, UserDataError>, scheduler: Scheduler = Scheduler()) {
        self.scheduler = scheduler
        switch opened {
        case .success(let database):
            self.database = database
            do {
                keptItems = Set(try database.studyRows().map(\.item.lookupItem))
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

    func contains(_ item: LookupItem) -> Bool {
        keptItems.contains(item)
    }

    func card(for item: LookupItem) -> StudyCard? {
        guard let database, let row = try? database.studyRow(for: RecordedItem(item)) else { return nil }
        return Self.studyCard(row)
    }

    func cards() -> [StudyCard] {
        guard let database, let rows = try? database.studyRows() else { return [] }
        let cards = rows.map(Self.studyCard)
        keptItems = Set(cards.map(\.item))
        return cards
    }

    // MARK: - Writing

    @discardableResult
    func add(_ item: LookupItem, now: Timestamp) throws(StudyDeckError) -> StudyCard {
        let database = try writable()
        let row = try Self.saying { () throws(UserDataError) in try database.keepForStudy([RecordedItem(item)], at: now)[0].row }
        keptItems.insert(item)
        return Self.studyCard(row)
    }

    func remove(_ item: LookupItem) throws(StudyDeckError) {
        let database = try writable()
        try Self.saying { () throws(UserDataError) in _ = try database.stopStudying([RecordedItem(item)]) }
        keptItems.remove(item)
    }

    /// Saves the grade `log` (its rating and time) of `card`, applied by the scheduler to the card as the file
    /// holds it, together with its log line, in one transaction. When no other instance graded the card in
    /// between, that is exactly `card.schedule`; otherwise it is the grade on top of theirs, so theirs stays.
    func save(_ card: StudyCard, log: ReviewLog) throws(StudyDeckError) -> Int64 {
        let database = try writable()
        let scheduler = scheduler
        let outcome = try Self.saying { () throws(UserDataError) in
            try database.review(cardID: card.schedule.id) { stored in
                scheduler.review(stored, rating: log.rating, at: log.reviewedAt)
            }
        }
        switch outcome {
        case .saved(let logID, _):
            return logID
        case .removed:
            keptItems.remove(card.item)
            throw StudyDeckError(message: "\(RecordedItem(card.item).displayName) is no longer kept in \(database.path) (removed elsewhere); the grade was not saved")
        }
    }

    /// Deletes the log line `logID` and puts the card back as the log line says it was before the grade (which
    /// is `previous` unless another instance changed it), in one transaction.
    func undo(logID: Int64, restoring previous: StudyCard) throws(StudyDeckError) {
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

    // MARK: - Private

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
        StudyCard(item: row.item.lookupItem, schedule: row.card, addedAt: row.addedAt.secondsSince1970)
    }
}

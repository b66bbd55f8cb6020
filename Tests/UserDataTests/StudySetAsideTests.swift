import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v9: suspended and buried cards are kept with their schedules and logs but left out of reviews and of the
/// cards due; a card whose lapses reach the leech threshold is tagged and suspended by the grade that does it.
@Suite struct StudySetAsideTests {
    let directory: TemporaryDirectory
    let database: UserDatabase
    static let start = Timestamp(secondsSince1970: 1_800_000_000)
    static let scheduler = Scheduler(enableFuzzing: false)

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    private func cardID(_ item: RecordedItem) throws -> Int64 {
        try #require(try database.studyRow(for: item)).card.id
    }

    /// Grades `item`'s card with `rating` at `time`.
    @discardableResult
    private func grade(_ item: RecordedItem, _ rating: Rating, at time: Timestamp) throws -> ReviewSaveOutcome {
        try database.review(cardID: cardID(item)) { Self.scheduler.review($0, rating: rating, at: time) }
    }

    /// The keys of the cards a review at `time` shows, in the order of the due index.
    private func shown(at time: Timestamp) throws -> [String] {
        var keys: [String] = []
        var previous: (due: Timestamp, id: Int64)?
        while let row = try database.nextStudyRow(dueBy: time, after: previous) {
            keys.append(row.item.key)
            previous = (row.card.due, row.card.id)
        }
        return keys
    }

    @Test func a_v8_file_upgrades_with_every_card_and_review_kept_and_nothing_set_aside() throws {
        let path = directory.file("old.sqlite")
        let v8 = UserDataSchema(versions: Array(UserDataSchema.current.versions.prefix { $0.number <= 8 }))
        // Rows as kanji-tui 8 wrote them: 日 reviewed once into learning, 本 new.
        let old = try UserDatabase.open(at: path, schema: v8)
        try old.pool.write { db in
            try db.execute(sql: """
                INSERT INTO study_card (id, kind, key, reading, state, step, stability, difficulty, due, last_review, added_at)
                VALUES (1, 'kanji', '日', '', 1, 1, 2.3, 2.1, 1800000600, 1800000000, 1800000000),
                       (2, 'kanji', '本', '', 0, 0, NULL, NULL, 1800000000, NULL, 1800000000);
                INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, due_before, state_after)
                VALUES (1, 1800000000, 3, 0, 0, 1800000000, 1);
                """)
        }

        let upgraded = try UserDatabase.open(at: path)
        let after = try upgraded.studyRows()
        #expect(after.map(\.item.key) == ["本", "日"])
        #expect(after.map(\.card) == [Card.new(id: 2, due: Self.start),
                                      Card(id: 1, state: .learning, step: 1, stability: 2.3, difficulty: 2.1, due: Self.start.advanced(bySeconds: 600),
                                           lastReview: Self.start)])
        #expect(after.allSatisfy { $0.setAside == .none })
        #expect(try upgraded.reviewLog().count == 1)
        #expect(try upgraded.studySettings().leechThreshold == nil)
        // The CHECKs keep what no program writes out of the file.
        #expect(throws: DatabaseError.self) {
            try upgraded.pool.write { db in try db.execute(sql: "UPDATE study_card SET suspended = 2") }
        }
        // An insert naming only the older columns (another program's, an importer's) reads as a card not set aside.
        try upgraded.pool.write { db in
            try db.execute(sql: "INSERT INTO study_card (kind, key, reading, state, step, due, added_at) VALUES ('kanji', '人', '', 0, 0, ?, ?)",
                           arguments: [Self.start.secondsSince1970, Self.start.secondsSince1970])
        }
        #expect(try upgraded.studyRow(for: .kanji("人"))?.setAside == StudySetAside.none)
    }

    @Test func a_suspended_card_is_listed_but_neither_shown_nor_counted_until_unsuspended() throws {
        try database.keepForStudy([.kanji("日"), .kanji("本")], at: Self.start)
        let suspended = try #require(try database.setStudyCardSuspended(true, cardID: cardID(.kanji("日"))))
        #expect(suspended.setAside == StudySetAside(isSuspended: true) && suspended.card.state == .new)

        let later = Self.start.advanced(byDays: 30)
        #expect(try database.studyRows().map(\.item.key) == ["日", "本"])
        #expect(try shown(at: later) == ["本"])
        #expect(try database.nextNewStudyRow(dueBy: later, after: nil, order: .kept)?.item.key == "本")
        #expect(try database.studyCardsDueByState(by: later).new == 1)
        let today = try database.studyRowsDueToday(at: later, dayStart: later)
        #expect(today.due.new == 1 && today.rows.map(\.item.key) == ["本"])

        try database.setStudyCardSuspended(false, cardID: cardID(.kanji("日")))
        #expect(try shown(at: later) == ["日", "本"])
    }

    @Test func a_buried_card_comes_back_when_its_burial_ends_with_no_write() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        try grade(.kanji("日"), .again, at: Self.start)
        let nextDay = Self.start.advanced(byDays: 1)
        try database.buryStudyCard(until: nextDay, cardID: cardID(.kanji("日")))
        let soon = Self.start.advanced(bySeconds: 3600)
        #expect(try database.nextLearningStudyRow(dueBy: soon) == nil)
        #expect(try database.studyCardsDueByState(by: soon).learning == 0)
        #expect(try database.soonestStudyDue(after: soon) == nextDay)
        #expect(try database.nextLearningStudyRow(dueBy: nextDay)?.item.key == "日")
        #expect(try database.studyCardsDueByState(by: nextDay).learning == 1)
    }

    /// Threshold 2: the second lapse tags and suspends; with Anki's rule the card is suspended again at every
    /// half-threshold (here every lapse) after; taking the grade back takes the tag and the suspension back.
    @Test func the_lapse_that_reaches_the_threshold_makes_a_leech_and_undo_takes_it_back() throws {
        try database.saveLeechThreshold(2)
        try database.keepForStudy([.kanji("日")], at: Self.start)
        var time = Self.start
        func lapse() throws -> ReviewSaveOutcome {
            try grade(.kanji("日"), .easy, at: time)
            time = try #require(try database.studyRow(for: .kanji("日"))).card.due
            let outcome = try grade(.kanji("日"), .again, at: time)
            time = time.advanced(bySeconds: 3600)
            return outcome
        }
        guard case .saved = try lapse() else { Issue.record("the first lapse made a leech"); return }
        guard case .savedAsLeech(let logID, _, let lapses) = try lapse() else { Issue.record("the second lapse made no leech"); return }
        #expect(try lapses == 2 && database.lapseCount(cardID: cardID(.kanji("日"))) == 2)
        #expect(try database.studyRow(for: .kanji("日"))?.setAside == StudySetAside(isSuspended: true, isLeech: true))

        #expect(try database.undoReview(logID: logID) != .notFound)
        #expect(try database.studyRow(for: .kanji("日"))?.setAside == StudySetAside.none)

        guard case .savedAsLeech = try grade(.kanji("日"), .again, at: time) else { Issue.record("no leech after the undo"); return }
        try database.setStudyCardSuspended(false, cardID: cardID(.kanji("日")))
        #expect(try database.studyRow(for: .kanji("日"))?.setAside == StudySetAside(isLeech: true), "unsuspending keeps the tag")
        time = time.advanced(bySeconds: 3600)
        guard case .savedAsLeech(_, _, 3) = try lapse() else { Issue.record("a half-threshold later made no leech"); return }
    }

    @Test func a_threshold_of_0_makes_no_leech() throws {
        try database.saveLeechThreshold(0)
        try database.keepForStudy([.kanji("日")], at: Self.start)
        var time = Self.start
        for _ in 0..<10 {
            try grade(.kanji("日"), .easy, at: time)
            time = try #require(try database.studyRow(for: .kanji("日"))).card.due
            guard case .saved = try grade(.kanji("日"), .again, at: time) else { Issue.record("a leech with leeches off"); return }
            time = time.advanced(bySeconds: 3600)
        }
        #expect(try database.studyRow(for: .kanji("日"))?.setAside == StudySetAside.none)
    }
}

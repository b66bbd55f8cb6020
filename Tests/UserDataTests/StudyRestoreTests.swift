import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Taking an item off the study list so that `u` can put it back (issue 34): the rows restored are the rows removed,
/// every column of the card and of each review, whatever columns and cascading tables the schema has.
@Suite struct StudyRestoreTests {
    let directory: TemporaryDirectory
    let database: UserDatabase
    static let start = Timestamp(secondsSince1970: 1_800_000_000)

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    /// Keeps 日 and 本, and gives 日 a reviewed card with a sentence, a rank and `reviews` log lines.
    private func keepReviewedSun(reviews: Int) throws {
        try database.keepForStudy([StudyKeeping(.kanji("日"), sentence: StudySentence(text: "日が昇る。", markStart: 0, markLength: 1, source: "notes.txt"),
                                                frequencyRank: 1),
                                   StudyKeeping(.kanji("本"))], at: Self.start)
        try database.write { db in
            let id = try Int64.fetchOne(db, sql: "SELECT id FROM study_card WHERE key = '日'") ?? 0
            for index in 0..<reviews {
                try db.execute(sql: """
                    INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, stability_before,
                        difficulty_before, due_before, last_review_before, state_after)
                    VALUES (?, ?, ?, 2, NULL, ?, 5.5, ?, ?, 2)
                    """, arguments: [id, Self.start.secondsSince1970 + Int64(index) * 86_400, 1 + index % 4, 1.5 + Double(index),
                                     Self.start.secondsSince1970 + Int64(index) * 86_400, Self.start.secondsSince1970 + Int64(index - 1) * 86_400])
            }
            try db.execute(sql: "UPDATE study_card SET state = 2, step = NULL, stability = 41.25, difficulty = 6.5, due = ?, last_review = ? WHERE id = ?",
                           arguments: [Self.start.secondsSince1970 + 90 * 86_400, Self.start.secondsSince1970 + 30 * 86_400, id])
        }
    }

    /// Every row of the study tables, whole, in rowid order: what must be the same after the undo.
    private func everyRow() throws -> [String: [Row]] {
        try database.read { db in
            var rows: [String: [Row]] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'study_%'") {
                rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY rowid")
            }
            return rows
        }
    }

    @Test func restore_gives_back_the_card_row_and_every_review_row_identical() throws {
        try keepReviewedSun(reviews: 30)
        let before = try everyRow()
        #expect(before["study_review"]?.count == 30)
        let snapshot = try #require(try database.takeOffStudy(.kanji("日")))
        #expect(snapshot.reviewCount == 30)
        #expect(try database.studyRow(for: .kanji("日")) == nil && (try database.reviewCount(of: .kanji("日"))) == 0, "taken off with its log")
        #expect(try database.studyRow(for: .kanji("本")) != nil, "the other card stays")
        try database.restoreStudy(snapshot)
        #expect(try everyRow() == before, "the same rows: card id, state, sentence, rank, every review with its id")
    }

    @Test func taking_off_an_item_not_kept_writes_nothing() throws {
        #expect(try database.takeOffStudy(.kanji("日")) == nil)
    }

    @Test func a_column_and_a_cascading_table_added_later_come_back_too() throws {
        try keepReviewedSun(reviews: 3)
        try database.write { db in
            try db.execute(sql: """
                ALTER TABLE study_card ADD COLUMN restore_test_flag INTEGER NOT NULL DEFAULT 0;
                CREATE TABLE study_restore_test_tag (card_id INTEGER NOT NULL REFERENCES study_card (id) ON DELETE CASCADE, tag TEXT NOT NULL);
                UPDATE study_card SET restore_test_flag = 1 WHERE key = '日';
                INSERT INTO study_restore_test_tag SELECT id, 'leech' FROM study_card WHERE key = '日';
                """)
        }
        let before = try everyRow()
        let snapshot = try #require(try database.takeOffStudy(.kanji("日")))
        #expect(try everyRow()["study_restore_test_tag"]?.isEmpty == true, "the tag went with the card")
        try database.restoreStudy(snapshot)
        #expect(try everyRow() == before)
    }

    @Test func an_item_kept_again_meanwhile_is_not_written_over() throws {
        try keepReviewedSun(reviews: 2)
        let snapshot = try #require(try database.takeOffStudy(.kanji("日")))
        try database.keepForStudy([.kanji("日")], at: Self.start.advanced(bySeconds: 60))
        let kept = try everyRow()
        #expect(throws: UserDataError.self) { try database.restoreStudy(snapshot) }
        #expect(try everyRow() == kept, "nothing written: the card kept since stays")
    }
}

extension StudyRestoreTests {
    @Test func a_cards_history_counts_its_log_and_reads_only_the_latest_lines() throws {
        try keepReviewedSun(reviews: 30)
        let cardID = try #require(try database.studyRow(for: .kanji("日"))).card.id
        let history = try database.studyHistory(cardID: cardID, latest: 5)
        #expect(history.count == 30)
        #expect(history.lapses == 8, "Again (rating 1) on a card in review: reviews 0, 4, 8 … 28")
        #expect(history.lines.map(\.reviewedAt.secondsSince1970) == (25..<30).reversed().map { Self.start.secondsSince1970 + Int64($0) * 86_400 },
                "the five latest, newest first")
        #expect(history.lines.map(\.rating.rawValue) == [2, 1, 4, 3, 2])
    }
}

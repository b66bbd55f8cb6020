import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v4: the sentence a card was kept from, its source and the item's frequency rank — kept, read back,
/// filled in on a card that lacked them, and added to a file of the previous schema without changing it.
@Suite struct StudySentenceTests {
    static let start = Timestamp(secondsSince1970: 1_800_000_000)
    static let previous = UserDataSchema(versions: [UserDataSchema.history, UserDataSchema.study, UserDataSchema.studySettings])
    static let eat = RecordedItem.word("食べる", reading: "たべる")
    /// 食べた in 「昨日寿司を食べた。」: characters 5..<8.
    static let sentence = StudySentence(text: "昨日寿司を食べた。", markStart: 5, markLength: 3, source: "日記.txt")

    @Test func a_sentence_source_and_rank_are_kept_and_read_back_by_every_reader() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let added = try database.keepForStudy([StudyKeeping(Self.eat, sentence: Self.sentence, frequencyRank: 1_234), StudyKeeping(.kanji("日"))],
                                              at: Self.start)
        #expect(added.map(\.isNew) == [true, true])
        #expect(added[0].row.sentence == Self.sentence && added[0].row.frequencyRank == 1_234)

        let row = try #require(try database.studyRow(for: Self.eat))
        #expect(row.sentence == Self.sentence)
        #expect(row.frequencyRank == 1_234)
        #expect(try database.studyRows().map(\.sentence) == [Self.sentence, nil])
        #expect(try database.nextStudyRow(dueBy: Self.start, after: nil)?.sentence == Self.sentence)
        #expect(try database.studyRow(for: .kanji("日"))?.frequencyRank == nil)
    }

    @Test func keeping_a_kept_item_with_a_sentence_records_it_only_when_the_card_has_none() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.keepForStudy([Self.eat], at: Self.start)
        let graded = try database.review(cardID: try #require(try database.studyRow(for: Self.eat)).card.id) { card in
            Scheduler(enableFuzzing: false).review(card, rating: .good, at: Self.start)
        }
        guard case .saved(_, let schedule) = graded else { Issue.record("not saved"); return }

        let recorded = try database.keepForStudy([StudyKeeping(Self.eat, sentence: Self.sentence, frequencyRank: 7)], at: Self.start.advanced(bySeconds: 60))
        #expect(recorded.map(\.isNew) == [false] && recorded.map(\.recordedSentence) == [true])
        let row = try #require(try database.studyRow(for: Self.eat))
        #expect(row.sentence == Self.sentence && row.frequencyRank == 7)
        #expect(row.card == schedule, "the schedule is not touched")
        #expect(row.addedAt == Self.start)
        #expect(try database.reviewLog().count == 1)

        let other = StudySentence(text: "パンを食べる", markStart: 3, markLength: 3, source: nil)
        let again = try database.keepForStudy([StudyKeeping(Self.eat, sentence: other, frequencyRank: 9)], at: Self.start)
        #expect(again.map(\.recordedSentence) == [false])
        #expect(again[0].row.sentence == Self.sentence && again[0].row.frequencyRank == 7)
        #expect(try database.studyRow(for: Self.eat)?.sentence == Self.sentence, "the first sentence stays")
    }

    @Test func a_mark_outside_its_sentence_or_a_bad_rank_keeps_nothing() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let outside = StudySentence(text: "食べた", markStart: 1, markLength: 3, source: nil)
        #expect {
            try database.keepForStudy([StudyKeeping(.kanji("日")), StudyKeeping(Self.eat, sentence: outside)], at: Self.start)
        } throws: { error in
            let error = error as? UserDataError
            return error?.problem == .badInput
                && error?.message.hasSuffix("食べる: the marked word (characters 1..<4) must lie within its sentence of 3 characters") == true
        }
        #expect { try database.keepForStudy([StudyKeeping(Self.eat, frequencyRank: 0)], at: Self.start) } throws: {
            ($0 as? UserDataError)?.problem == .badInput
        }
        #expect { try database.keepForStudy([StudyKeeping(Self.eat, sentence: StudySentence(text: "", markStart: 0, markLength: 1, source: nil))], at: Self.start) } throws: {
            ($0 as? UserDataError)?.problem == .badInput
        }
        #expect(try database.studyCardCount() == 0)
    }

    @Test func marks_count_characters_not_scalars() {
        // 👨‍👩‍👧 is one Character of five scalars; が written as か + ゙ is one Character of two.
        #expect(StudySentence(text: "👨‍👩‍👧か\u{3099}ぞく", markStart: 1, markLength: 3, source: nil).problem == nil)
        #expect(StudySentence(text: "👨‍👩‍👧か\u{3099}ぞく", markStart: 1, markLength: 4, source: nil).problem != nil)
    }

    @Test func the_file_refuses_a_sentence_without_its_mark_or_a_mark_without_its_sentence() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.keepForStudy([Self.eat], at: Self.start)
        for update in ["sentence = 'x'", "sentence_mark_start = 0", "sentence_mark_length = 1",
                       "sentence = 'x', sentence_mark_start = 0", "sentence = 'x', sentence_mark_start = 0, sentence_mark_length = 0",
                       "sentence = '', sentence_mark_start = 0, sentence_mark_length = 1", "frequency_rank = 0"] {
            #expect("\(update)") {
                try database.write { db in try db.execute(sql: "UPDATE study_card SET \(update)") }
            } throws: { error in
                (error as? UserDataError)?.message.contains("CHECK constraint failed") == true
            }
        }
        try database.write { db in try db.execute(sql: "UPDATE study_card SET sentence = 'xyz', sentence_mark_start = 0, sentence_mark_length = 1") }
        #expect(try database.studyRow(for: Self.eat)?.sentence == StudySentence(text: "xyz", markStart: 0, markLength: 1, source: nil))
    }

    /// A file written by the previous schema (v3), with cards, a review and settings: upgraded in place, a backup
    /// beside it, every row and value as it was, the new columns empty.
    @Test func a_file_of_the_previous_schema_upgrades_in_place_losing_nothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path, schema: Self.previous).write { db in
            try db.execute(sql: """
                INSERT INTO study_card (kind, key, reading, state, step, stability, difficulty, due, last_review, added_at)
                    VALUES ('word', '食べる', 'たべる', 2, NULL, 3.5, 5.25, 1800086400, 1800000000, 1799990000),
                           ('kanji', '日', '', 0, 0, NULL, NULL, 1799990000, NULL, 1799990000);
                INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, stability_before,
                    difficulty_before, due_before, last_review_before, state_after)
                    VALUES (1, 1800000000, 3, 0, 0, NULL, NULL, 1799990000, NULL, 2);
                INSERT INTO study_settings (id, desired_retention, new_per_day) VALUES (1, 0.85, 7);
                INSERT INTO history (kind, key, reading, opened_at_ms) VALUES ('kanji', '日', '', 5);
                """)
        }
        let dump = { (path: String) throws -> [[String]] in
            try DatabaseQueue(path: path).read { db in
                try ["SELECT id, kind, key, reading, state, step, stability, difficulty, due, last_review, added_at FROM study_card ORDER BY id",
                     """
                     SELECT id, card_id, reviewed_at, rating, state_before, step_before, stability_before, difficulty_before, due_before,
                            last_review_before, state_after FROM study_review ORDER BY id
                     """,
                     "SELECT id, parameters, desired_retention, new_per_day, reviews_per_day FROM study_settings", "SELECT * FROM history"].map { sql in
                    try Row.fetchAll(db, sql: sql).map(\.description)
                }
            }
        }
        let before = try dump(path)

        let upgraded = try UserDatabase.open(at: path)
        #expect(try StudyUpgradeTests.migrations(path).contains("v4: study context"))
        #expect(try dump(path) == before)
        #expect(try upgraded.studyRows().map(\.sentence) == [nil, nil])
        #expect(try upgraded.studyRows().map(\.frequencyRank) == [nil, nil])
        #expect(try upgraded.studySettings().newPerDay == 7)
        #expect(try upgraded.reviewLog().count == 1)
        #expect(try dump(directory.file("user.sqlite.backup-v3")) == before)

        try upgraded.keepForStudy([StudyKeeping(Self.eat, sentence: Self.sentence)], at: Self.start)
        #expect(try upgraded.studyRow(for: Self.eat)?.sentence == Self.sentence)
        #expect(try upgraded.studyRow(for: Self.eat)?.card.stability == 3.5)
    }
}

import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v7: how the Kanji tab's list was left (`kanji_list_view`), each part of its filter in a column of its own,
/// the filter and the sort written apart, a damaged part read as its default and never rewritten by reading.
@Suite struct KanjiListViewTests {
    static let chosen = KanjiListFilterRow(jlptLevels: [5, 4], oldJLPTLevels: [4], grades: [1, 2, 8, 9], strokes: 3...12, hasCommonWords: true)

    /// Writes `sql` past the table's CHECKs, as a damaged file or a hand edit with the checks off would hold it.
    static func damage(_ path: String, _ sql: String) throws {
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: sql)
        }
    }

    static func storedRow(_ path: String) throws -> [String: String] {
        try DatabaseQueue(path: path).read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM kanji_list_view WHERE list = 'kanji'"))
            return Dictionary(uniqueKeysWithValues: row.columnNames.map { ($0, "\(row[$0] as DatabaseValue)") })
        }
    }

    @Test func a_list_never_changed_has_no_row_and_a_choice_reads_back() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(try database.kanjiListView("kanji") == nil)
        try database.saveKanjiListFilter(Self.chosen, of: "kanji")
        try database.saveKanjiListSort("strokes", of: "kanji")
        #expect(try database.kanjiListView("kanji") == KanjiListViewRow(filter: Self.chosen, sortKey: "strokes"))
        #expect(try UserDatabase.open(at: directory.file("user.sqlite")).kanjiListView("kanji")?.sortKey == "strokes", "it lasts")
    }

    @Test func each_part_is_a_column_a_person_can_read() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        try database.saveKanjiListFilter(Self.chosen, of: "kanji")
        try database.saveKanjiListSort("codepoint", of: "kanji")
        #expect(try Self.storedRow(path) == [
            "list": "\"kanji\"", "jlpt_levels": "\"54\"", "old_jlpt_levels": "\"4\"", "grades": "\"1289\"",
            "strokes_from": "3", "strokes_to": "12", "has_common_words": "1", "sort_key": "\"codepoint\"",
        ])
    }

    @Test func the_filter_and_the_sort_are_saved_apart_and_never_undo_each_other() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.saveKanjiListSort("grade", of: "kanji")
        try database.saveKanjiListFilter(Self.chosen, of: "kanji")
        try database.saveKanjiListFilter(KanjiListFilterRow(jlptLevels: [3]), of: "kanji")
        #expect(try database.kanjiListView("kanji") == KanjiListViewRow(filter: KanjiListFilterRow(jlptLevels: [3]), sortKey: "grade"))
        try database.saveKanjiListSort("radical", of: "kanji")
        #expect(try database.kanjiListView("kanji")?.filter == KanjiListFilterRow(jlptLevels: [3]))
    }

    @Test func values_the_table_does_not_take_are_refused_with_nothing_written() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        for filter in [KanjiListFilterRow(jlptLevels: [6]), KanjiListFilterRow(oldJLPTLevels: [5]), KanjiListFilterRow(grades: [7]),
                       KanjiListFilterRow(strokes: 0...3)] {
            #expect(throws: UserDataError.self) { try database.saveKanjiListFilter(filter, of: "kanji") }
        }
        #expect(throws: UserDataError.self) { try database.saveKanjiListSort("Strokes", of: "kanji") }
        #expect(throws: UserDataError.self) { try database.saveKanjiListSort("", of: "kanji") }
        #expect(throws: UserDataError.self) { try database.saveKanjiListSort("strokes", of: "") }
        #expect(try database.kanjiListView("kanji") == nil)
    }

    @Test func the_tables_checks_keep_garbage_out_of_the_file() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        _ = try UserDatabase.open(at: path)
        let queue = try DatabaseQueue(path: path)
        for values in ["'kanji', '6', '', '', NULL, NULL, 0, NULL", "'kanji', '', '5', '', NULL, NULL, 0, NULL",
                       "'kanji', '', '', '7', NULL, NULL, 0, NULL", "'kanji', '', '', '', 5, 3, 0, NULL",
                       "'kanji', '', '', '', 5, NULL, 0, NULL", "'kanji', '', '', '', 0, 3, 0, NULL",
                       "'kanji', '', '', '', NULL, NULL, 2, NULL", "'kanji', '', '', '', NULL, NULL, 0, 'by size'",
                       "'', '', '', '', NULL, NULL, 0, NULL"] {
            #expect(throws: DatabaseError.self, "\(values)") {
                try queue.write { db in try db.execute(sql: "INSERT INTO kanji_list_view VALUES (\(values))") }
            }
        }
    }

    @Test func a_damaged_part_reads_as_its_default_the_rest_holds_and_reading_rewrites_nothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        try database.saveKanjiListFilter(Self.chosen, of: "kanji")
        try database.saveKanjiListSort("strokes", of: "kanji")
        try Self.damage(path, """
            UPDATE kanji_list_view SET jlpt_levels = '57', grades = x'ff', strokes_from = 12, strokes_to = 3,
                has_common_words = 'yes', sort_key = 'BY SIZE'
            """)
        let before = try Self.storedRow(path)
        let read = try database.kanjiListView("kanji")
        #expect(read == KanjiListViewRow(filter: KanjiListFilterRow(oldJLPTLevels: [4]), sortKey: nil))
        #expect(try Self.storedRow(path) == before, "reading leaves the row as it is")
    }

    @Test func a_sort_key_a_later_kanji_tui_names_is_kept_in_the_file_when_the_filter_changes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        try database.saveKanjiListSort("meaning", of: "kanji")
        try database.saveKanjiListFilter(KanjiListFilterRow(jlptLevels: [5]), of: "kanji")
        #expect(try database.kanjiListView("kanji")?.sortKey == "meaning", "the caller, not the file, decides it is unknown")
        #expect(try Self.storedRow(path)["sort_key"] == "\"meaning\"")
    }

    @Test func a_file_of_version_6_upgrades_keeping_its_history_and_a_backup() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let six = UserDataSchema(versions: Array(UserDataSchema.current.versions.prefix(6)))
        try UserDatabase.open(at: path, schema: six).record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
        #expect(try !DatabaseQueue(path: path).read { db in try db.tableExists("kanji_list_view") })

        let upgraded = try UserDatabase.open(at: path)
        #expect(try upgraded.history().map(\.item) == [.kanji("日")])
        #expect(try upgraded.kanjiListView("kanji") == nil, "nothing chosen yet: the list opens as it comes")
        try upgraded.saveKanjiListSort("strokes", of: "kanji")
        #expect(try upgraded.kanjiListView("kanji")?.sortKey == "strokes")
        let backup = directory.file("user.sqlite.backup-v6")
        #expect(try !DatabaseQueue(path: backup).read { db in try db.tableExists("kanji_list_view") })
        #expect(try UserDatabase.open(at: backup, schema: six).history().count == 1, "the old program still opens its copy")
    }
}

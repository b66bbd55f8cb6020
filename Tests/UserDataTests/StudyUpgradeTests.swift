import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// The study tables arrive by migration: on a new or empty file, and on a file of the history-only schema,
/// which keeps a copy of itself first.
@Suite struct StudyUpgradeTests {
    static let historyOnly = UserDataSchema(versions: [UserDataSchema.history])

    static func migrations(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
    }

    @Test func an_empty_file_gets_the_history_and_the_study_tables() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let database = try UserDatabase.open(at: path)
        #expect(try Self.migrations(path) == ["v1: history", "v2: study", "v3: study settings", "v4: study context", "v5: new card order", "v6: reading texts", "v7: kanji list views", "v8: browser place", "v9: suspend, bury and leeches", "v10: reading entry choices", "v11: card kinds", "v12: entry choices everywhere", "v13: word marks", "v14: anki link", "v15: anki review identity"])
        try database.keepForStudy([.kanji("日")], at: Timestamp(secondsSince1970: 0))
        #expect(try database.studyRows().map(\.item) == [.kanji("日")])
        #expect(try directory.names().filter { $0.contains("backup") }.isEmpty)
    }

    @Test func a_history_only_file_is_upgraded_in_place_keeping_its_history_and_a_backup() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let old = try UserDatabase.open(at: path, schema: Self.historyOnly)
        try old.record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
        try old.record(.word("日本", reading: "にほん"), at: Date(timeIntervalSince1970: 2))
        #expect(try Self.migrations(path) == ["v1: history"])

        let upgraded = try UserDatabase.open(at: path)
        #expect(try Self.migrations(path) == ["v1: history", "v2: study", "v3: study settings", "v4: study context", "v5: new card order", "v6: reading texts", "v7: kanji list views", "v8: browser place", "v9: suspend, bury and leeches", "v10: reading entry choices", "v11: card kinds", "v12: entry choices everywhere", "v13: word marks", "v14: anki link", "v15: anki review identity"])
        #expect(try upgraded.history().map(\.item) == [.word("日本", reading: "にほん"), .kanji("日")])
        try upgraded.keepForStudy([.kanji("日")], at: Timestamp(secondsSince1970: 3))
        #expect(try upgraded.studyRows().count == 1)

        let backup = directory.file("user.sqlite.backup-v1")
        #expect(try Self.migrations(backup) == ["v1: history"])
        #expect(try !DatabaseQueue(path: backup).read { db in try db.tableExists("study_card") })
        // The old program still opens its backup as it was.
        #expect(try UserDatabase.open(at: backup, schema: Self.historyOnly).history().count == 2)
    }

    @Test func the_old_program_refuses_an_upgraded_file_and_leaves_it_alone() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).keepForStudy([.kanji("日")], at: Timestamp(secondsSince1970: 0))
        #expect {
            try UserDatabase.open(at: path, schema: Self.historyOnly)
        } throws: { error in
            (error as? UserDataError)?.problem == .newerSchema(unknownMigrations: ["v2: study", "v3: study settings", "v4: study context", "v5: new card order", "v6: reading texts", "v7: kanji list views", "v8: browser place", "v9: suspend, bury and leeches", "v10: reading entry choices", "v11: card kinds", "v12: entry choices everywhere", "v13: word marks", "v14: anki link", "v15: anki review identity"])
        }
        #expect(try UserDatabase.open(at: path).studyRows().count == 1)
    }
}

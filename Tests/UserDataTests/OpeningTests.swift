import Foundation
import GRDB
import Testing
@testable import UserData

@Suite struct OpeningTests {
    @Test func a_missing_file_and_its_missing_directories_are_created_with_the_current_schema() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("share/kanji-tui/user.sqlite")
        let database = try UserDatabase.open(at: path)
        #expect(FileManager.default.fileExists(atPath: path))
        let migrations = try database.pool.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(migrations == ["v1: history", "v2: study", "v3: study settings", "v4: study context", "v5: new card order",
                               "v6: reading texts", "v7: kanji list views", "v8: browser place", "v9: suspend, bury and leeches", "v10: reading entry choices", "v11: card kinds", "v12: entry choices everywhere", "v13: word marks", "v14: anki link",
                               "v15: anki review identity"])
        #expect(try database.history().isEmpty)
    }

    @Test func an_empty_file_is_set_up_as_a_new_database() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let database = try UserDatabase.open(at: path)
        try database.record(.kanji("日"), at: Date())
        #expect(try database.history().map(\.item) == [.kanji("日")])
    }

    @Test func the_file_is_in_wal_mode_with_normal_sync_and_a_busy_timeout() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let mode = try database.pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        // The writer's (GRDB gives its pool readers 10 s of their own).
        let timeout = try database.pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA busy_timeout") }
        #expect(timeout == 5000)
        let synchronous = try database.pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        #expect(synchronous == 1)
    }

    @Test func reopening_keeps_what_was_recorded_and_makes_no_backup() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
        let reopened = try UserDatabase.open(at: path)
        #expect(try reopened.history().map(\.item) == [.kanji("日")])
        #expect(try directory.names().filter { $0.contains("backup") }.isEmpty)
    }

    @Test func open_existing_creates_nothing_when_there_is_no_file() throws {
        let directory = try TemporaryDirectory()
        #expect(try UserDatabase.openExisting(at: directory.file("none/user.sqlite")) == nil)
        #expect(try directory.names().isEmpty)
    }
}

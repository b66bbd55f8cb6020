import Foundation
import GRDB
import Testing
@testable import UserData

/// An old file upgrades in place after a copy is kept; a newer or foreign one is refused untouched.
@Suite struct UpgradeTests {
    /// The schema of a later kanji-tui: today's plus a table of its own.
    static let later = UserDataSchema(versions: UserDataSchema.current.versions + [
        .init(number: newest + 1, name: "notes") { db in try db.execute(sql: "CREATE TABLE notes (text TEXT NOT NULL)") },
    ])
    /// Today's newest version's number, which names the backup of a file at today's schema.
    static let newest = UserDataSchema.current.versions.map(\.number).max() ?? 0
    /// Every version of today's schema, as the file's migration table names them ("v1: history" …).
    static let today = UserDataSchema.current.knownIdentifiers
    /// The later schema's own version, as the migration table names it.
    static let notes = "v\(newest + 1): notes"

    static func migrations(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
    }

    static func tableExists(_ table: String, in path: String) throws -> Bool {
        try DatabaseQueue(path: path).read { db in try db.tableExists(table) }
    }

    @Test func an_old_file_is_upgraded_in_place_after_a_backup_beside_it() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).record(.kanji("日"), at: Date(timeIntervalSince1970: 1))

        let upgraded = try UserDatabase.open(at: path, schema: Self.later)
        #expect(try upgraded.history().map(\.item) == [.kanji("日")])
        #expect(try Self.migrations(path) == Self.today + [Self.notes])

        let backup = directory.file("user.sqlite.backup-v\(Self.newest)")
        #expect(try Self.migrations(backup) == Self.today)
        #expect(try !Self.tableExists("notes", in: backup))
        #expect(try UserDatabase.open(at: backup).history().map(\.item) == [.kanji("日")])
    }

    @Test func an_existing_backup_is_never_overwritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
        let earlier = Data("an earlier backup".utf8)
        #expect(FileManager.default.createFile(atPath: directory.file("user.sqlite.backup-v\(Self.newest)"), contents: earlier))

        _ = try UserDatabase.open(at: path, schema: Self.later)
        #expect(FileManager.default.contents(atPath: directory.file("user.sqlite.backup-v\(Self.newest)")) == earlier)
        #expect(try Self.migrations(directory.file("user.sqlite.backup-v\(Self.newest).2")) == Self.today)
    }

    @Test func a_new_file_or_an_up_to_date_one_gets_no_backup() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        _ = try UserDatabase.open(at: path, schema: Self.later)
        _ = try UserDatabase.open(at: path, schema: Self.later)
        #expect(try directory.names().filter { $0.contains("backup") }.isEmpty)
    }

    @Test func a_file_from_a_newer_kanji_tui_is_refused_and_left_byte_for_byte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path, schema: Self.later).record(.kanji("日"), at: Date())
        let before = try #require(FileManager.default.contents(atPath: path))

        #expect {
            try UserDatabase.open(at: path)
        } throws: { error in
            let error = error as? UserDataError
            return error?.problem == .newerSchema(unknownMigrations: [Self.notes])
                && error?.message == "\(path): written by a newer kanji-tui (schema \(Self.notes) is unknown here); left as it is"
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func an_sqlite_file_that_is_not_kanji_tuis_is_refused_and_left_byte_for_byte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("contacts.db")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann')")
        }
        let before = try #require(FileManager.default.contents(atPath: path))
        #expect {
            try UserDatabase.open(at: path)
        } throws: { error in
            (error as? UserDataError)?.message == "\(path): an SQLite database but not kanji-tui's (it has tables contacts); left as it is"
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try directory.names() == ["contacts.db"])
    }
}

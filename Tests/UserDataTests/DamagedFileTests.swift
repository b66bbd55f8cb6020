import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// A damaged file is never written: one that changed since it last passed `PRAGMA quick_check` is checked
/// at opening and refused whole, and damage SQLite meets later stops every write for the rest of the run.
@Suite struct DamagedFileTests {
    /// A database with enough history rows to span many pages, closed (its WAL checkpointed into it).
    static func makeDatabase(at path: String) throws {
        let database = try UserDatabase.open(at: path)
        for number in 0..<2_000 {
            try database.record(.word("語\(number)", reading: "ご\(number)"), at: Date(timeIntervalSince1970: Double(number)))
        }
    }

    /// Overwrites the cell pointers of one leaf page of the history table, as a bad sector or a stray write
    /// would: the page header stays, so SQLite only notices when it reads that page.
    static func damageHistoryPage(of path: String) throws {
        let (page, pageSize) = try DatabaseQueue(path: path).read { db in
            (try Int.fetchOne(db, sql: "SELECT pageno FROM dbstat WHERE name = 'history' AND pagetype = 'leaf' LIMIT 1 OFFSET 3")!,
             try Int.fetchOne(db, sql: "PRAGMA page_size")!)
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((page - 1) * pageSize + 8))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 64))
        try handle.close()
    }

    /// The directory's entries beside the database (SQLite's -wal and -shm, backups).
    static func besides(_ directory: TemporaryDirectory) throws -> [String] {
        try directory.names().filter { $0 != "user.sqlite" }
    }

    @Test func a_file_damaged_since_it_was_checked_is_refused_at_opening_and_left_byte_for_byte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try Self.makeDatabase(at: path)
        try Self.damageHistoryPage(of: path)
        let before = try #require(FileManager.default.contents(atPath: path))

        let message = try RefusedFileTests.refusal(path, .notADatabase)
        #expect(message == "\(path): a damaged SQLite database (left as it is)")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try Self.besides(directory) == [], "nothing created beside it")
    }

    @Test func damage_met_after_opening_refuses_every_later_write_and_changes_nothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try Self.makeDatabase(at: path)
        do {
            let database = try UserDatabase.open(at: path)
            // The disk fails while the file is open: opening found it whole.
            try Self.damageHistoryPage(of: path)
            let before = try #require(FileManager.default.contents(atPath: path))

            #expect(throws: UserDataError.self) { try database.history() }
            let writes: [() throws -> Void] = [
                { try database.record(.kanji("水"), at: Date()) },
                { _ = try database.keepForStudy([.kanji("水")], at: Timestamp(secondsSince1970: 0)) },
            ]
            for write in writes {
                do {
                    try write()
                    Issue.record("a write to a damaged file was made")
                } catch let error as UserDataError {
                    #expect(error.problem == .notADatabase)
                    #expect(error.message.hasPrefix("\(path): damaged ("))
                    #expect(error.message.hasSuffix("); left as it is, nothing more is written to it"))
                }
            }
            #expect(FileManager.default.contents(atPath: path) == before)
        }
        // Released, it did not checkpoint into the file; and the next opening checks it, and refuses it.
        #expect(try RefusedFileTests.refusal(path, .notADatabase) == "\(path): a damaged SQLite database (left as it is)")
    }

    @Test func a_whole_file_is_not_checked_again_at_the_next_opening() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try Self.makeDatabase(at: path)
        #expect(IntegrityStamp(path: path).isCurrent)
        try UserDatabase.open(at: path).record(.kanji("水"), at: Date())
        #expect(IntegrityStamp(path: path).isCurrent, "kanji-tui's own writes keep the note")
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 0, count: 4096))
        try handle.close()
        #expect(!IntegrityStamp(path: path).isCurrent, "a change made by anything else makes it stale")
    }

    @Test func a_truncated_file_is_refused_with_nothing_created_beside_it() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try Self.makeDatabase(at: path)
        let whole = try #require(FileManager.default.contents(atPath: path))
        let cut = whole.prefix(whole.count / 2)
        try cut.write(to: URL(fileURLWithPath: path))

        let message = try RefusedFileTests.refusal(path, .notADatabase)
        #expect(message == "\(path): a damaged SQLite database (left as it is)")
        #expect(FileManager.default.contents(atPath: path) == cut)
        #expect(try Self.besides(directory) == [])
    }

    @Test func a_file_from_a_newer_kanji_tui_is_refused_with_nothing_created_beside_it() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path, schema: UpgradeTests.later).record(.kanji("日"), at: Date())
        let before = try #require(FileManager.default.contents(atPath: path))

        let opens: [() throws -> Void] = [{ _ = try UserDatabase.open(at: path) }, { _ = try UserDatabase.openForReading(at: path) }]
        for open in opens {
            #expect(throws: UserDataError.self) { try open() }
            #expect(FileManager.default.contents(atPath: path) == before)
            #expect(try Self.besides(directory) == [])
        }
    }
}

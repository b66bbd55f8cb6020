import Foundation
import GRDB
import Testing
@testable import UserData

/// `kill -9` in the middle of writes, again and again: every row a writer reported is in the file,
/// which stays a sound database that the next writer opens and extends.
@Suite struct KillTests {
    @Test func sigkill_during_writes_loses_nothing_committed_twenty_times_over() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        var mustBeThere = Set<String>()
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let writer = try WriterProcess(path: path, prefix: "r\(round)", count: 1_000_000)
            // Up to 120 ms: mostly into the writes, sometimes while the file is being opened or (round 0)
            // created, which leaves recovery to the next writer.
            usleep(UInt32.random(in: 1_000...120_000, using: &generator))
            kill(writer.processIdentifier, SIGKILL)
            let outcome = writer.finish()
            #expect(outcome.reason == .uncaughtSignal && outcome.status == SIGKILL, "round \(round): \(outcome.errors)")
            mustBeThere.formUnion(outcome.recorded.map { "r\(round)-\($0)" })
        }
        let database = try UserDatabase.open(at: path)
        let keys = Set(try database.history().map(\.item.key))
        #expect(mustBeThere.isSubset(of: keys), "lost: \(mustBeThere.subtracting(keys).sorted().prefix(10))")
        #expect(mustBeThere.count > 100, "the writer must have been killed mid-way, after writing")
        let check = try database.pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }

    /// A writer killed inside its very first transaction, while SQLite was creating the file in rollback
    /// mode (before WAL), leaves a hot journal; a read-only connection cannot roll it back
    /// (SQLITE_READONLY_ROLLBACK), and without a fallback no one ever would. Made here by copying a
    /// database and its journal in the middle of a transaction whose pages spilled to the file.
    @Test func a_file_left_with_a_hot_journal_by_a_killed_creation_is_rolled_back_and_opened() throws {
        let directory = try TemporaryDirectory()
        let scratch = directory.file("scratch.sqlite")
        let path = directory.file("user.sqlite")
        try DatabaseQueue(path: scratch).inDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = 1; BEGIN; CREATE TABLE filler (text TEXT)")
            for _ in 0..<2_000 {
                try db.execute(sql: "INSERT INTO filler VALUES (?)", arguments: [String(repeating: "x", count: 200)])
            }
            try FileManager.default.copyItem(atPath: scratch, toPath: path)
            try FileManager.default.copyItem(atPath: scratch + "-journal", toPath: path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }

        let database = try UserDatabase.open(at: path)
        try database.record(.kanji("日"), at: Date())
        #expect(try database.history().map(\.item) == [.kanji("日")])
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }
}

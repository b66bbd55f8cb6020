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
            // Between 20 and 120 ms: past opening (and, in round 0, creating) the file, into the writes.
            usleep(UInt32.random(in: 20_000...120_000, using: &generator))
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
}

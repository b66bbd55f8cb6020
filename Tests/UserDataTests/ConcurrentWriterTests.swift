import Foundation
import Testing
@testable import UserData

/// Two writers on one file at once: both record everything, neither clobbers the other.
@Suite struct ConcurrentWriterTests {
    @Test func two_instances_in_one_process_writing_at_once_lose_nothing() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let first = try UserDatabase.open(at: path)
        let second = try UserDatabase.open(at: path)
        let count = 300
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (database, prefix) in [(first, "a"), (second, "b")] {
                group.addTask {
                    for number in 0..<count {
                        try database.record(.word("\(prefix)-\(number)"), at: Date())
                    }
                }
            }
            try await group.waitForAll()
        }
        let keys = Set(try first.history().map(\.item.key))
        #expect(keys == Set((0..<count).flatMap { ["a-\($0)", "b-\($0)"] }))
    }

    @Test func two_processes_writing_at_once_lose_nothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let count = 300
        // Both start on a file that does not exist yet: they also race to create and migrate it.
        let writers = try ["a", "b"].map { try WriterProcess(path: path, prefix: $0, count: count) }
        for writer in writers {
            let outcome = writer.finish()
            #expect(outcome.status == 0, "\(outcome.errors)")
            #expect(outcome.recorded == Array(0..<count))
        }
        let keys = Set(try UserDatabase.open(at: path).history().map(\.item.key))
        #expect(keys == Set((0..<count).flatMap { ["a-\($0)", "b-\($0)"] }))
    }
}

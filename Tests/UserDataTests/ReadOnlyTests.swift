import Foundation
import Testing
@testable import UserData

/// Commands that only read open the file read-only: one that cannot be written is still listed, and is
/// never changed. A full disk is named as such, not as "disk I/O error".
@Suite struct ReadOnlyTests {
    static func makeDatabase(at path: String) throws {
        try UserDatabase.open(at: path).record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
    }

    @Test func a_file_that_cannot_be_written_is_read_and_left_as_it_is() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try Self.makeDatabase(at: path)
        let before = try #require(FileManager.default.contents(atPath: path))
        try Unwritable.make(path)
        defer { Unwritable.undo(path) }

        let database = try #require(try UserDatabase.openForReading(at: path))
        #expect(try database.history().map(\.item) == [.kanji("日")])
        #expect(try database.studyRows().isEmpty)
        do {
            try database.record(.kanji("水"), at: Date())
            Issue.record("a read-only database was written")
        } catch {
            #expect(error.problem == .notWritable)
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func a_directory_that_cannot_be_written_is_read() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.file("data")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Self.makeDatabase(at: folder + "/user.sqlite")
        try Unwritable.make(folder)
        defer { Unwritable.undo(folder) }

        let database = try #require(try UserDatabase.openForReading(at: folder + "/user.sqlite"))
        #expect(try database.history().map(\.item) == [.kanji("日")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["user.sqlite"])
    }

    @Test func reading_a_missing_file_creates_nothing() throws {
        let directory = try TemporaryDirectory()
        #expect(try UserDatabase.openForReading(at: directory.file("user.sqlite")) == nil)
        #expect(try directory.names().isEmpty)
    }

    /// A 1 MB tmpfs filled up: needs root to mount.
    @Test(.enabled(if: geteuid() == 0)) func a_full_disk_is_named_when_reading() throws {
        let directory = try TemporaryDirectory()
        let mountPoint = directory.file("small")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint])
        defer { try? Self.run("/bin/umount", [mountPoint]) }
        let path = mountPoint + "/user.sqlite"
        try Self.makeDatabase(at: path)
        let filler = try #require(FileHandle(forWritingAtPath: { FileManager.default.createFile(atPath: mountPoint + "/filler", contents: nil); return mountPoint + "/filler" }()))
        while (try? filler.write(contentsOf: Data(repeating: 0, count: 4096))) != nil {}
        try? filler.close()

        do {
            _ = try UserDatabase.openForReading(at: path)?.history()
            Issue.record("read on a full disk")
        } catch {
            // Opening needs a -shm file, which cannot be made: SQLite says "disk I/O error".
            #expect(error.message == "\(path): cannot be opened (the disk is full)")
        }
    }

    private static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments)")
    }
}

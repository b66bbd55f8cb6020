import Foundation
import GRDB
import Testing
@testable import UserData

/// A file kanji-tui will not write — one that it or its directory cannot write, a damaged one, a newer
/// kanji-tui's — is read, or refused, with nothing made beside it: afterwards its directory holds the same
/// names, and the file the same bytes and modification time. A healthy writable file is still read and
/// written through SQLite's WAL.
@Suite struct NothingBesideTests {
    /// A user database that kanji-tui must not write, in a directory of its own (`data`, so that the directory
    /// itself can be made unwritable).
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        /// (a) The file cannot be written (chmod 444, or `chattr +i` for root, which permissions do not stop).
        case unwritableFile
        /// (b) The file can be written, its directory cannot (so no -wal or -shm could be made there).
        case unwritableDirectory
        /// (c) Not a database at all.
        case garbage
        /// (c) The first half of a database: the header is whole, the pages it counts are not all there.
        case truncated
        /// (c) A valid header and schema, and one damaged page of the history: read as it is, without a -wal.
        case damagedPage
        /// (c) and (a): a damaged page in a file that cannot be written, which is read without a check.
        case damagedUnwritableFile
        /// (d) Written by a later kanji-tui, with a migration this one does not know.
        case newerSchema

        var testDescription: String { rawValue }

        /// Whether the commands that only read can list it.
        var isReadable: Bool { self == .unwritableFile || self == .unwritableDirectory }
    }

    /// A database of `kind` and how to put its directory back, for the temporary directory's removal.
    struct Fixture {
        let directory: TemporaryDirectory
        let folder: String
        var path: String { folder + "/user.sqlite" }
        private var unwritable: String?

        init(_ kind: Kind) throws {
            directory = try TemporaryDirectory()
            folder = directory.file("data")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let path = folder + "/user.sqlite"
            switch kind {
            case .unwritableFile, .unwritableDirectory, .truncated, .damagedPage, .damagedUnwritableFile:
                try DamagedFileTests.makeDatabase(at: path)
                _ = try UserDatabase.open(at: path).keepForStudy([.kanji("日")], at: .init(secondsSince1970: 0))
            case .garbage:
                #expect(FileManager.default.createFile(atPath: path, contents: RefusedFileTests.randomBytes(8192)))
            case .newerSchema:
                try UserDatabase.open(at: path, schema: UpgradeTests.later).record(.kanji("日"), at: Date())
            }
            switch kind {
            case .unwritableFile:
                unwritable = path
            case .unwritableDirectory:
                unwritable = folder
            case .truncated:
                let handle = try #require(FileHandle(forUpdatingAtPath: path))
                try handle.truncate(atOffset: try handle.seekToEnd() / 2)
                try handle.close()
            case .damagedPage:
                try DamagedFileTests.damageHistoryPage(of: path)
            case .damagedUnwritableFile:
                try DamagedFileTests.damageHistoryPage(of: path)
                unwritable = path
            case .garbage, .newerSchema:
                break
            }
            if let unwritable { try Unwritable.make(unwritable) }
        }

        func undo() {
            if let unwritable { Unwritable.undo(unwritable) }
        }
    }

    /// What must not change: the names in the directory, the file's bytes and its modification time.
    struct Snapshot: Equatable, CustomStringConvertible {
        let names: [String]
        let bytes: Data?
        let modified: Int

        init(_ path: String) throws {
            names = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
            bytes = FileManager.default.contents(atPath: path)
            var status = stat()
            modified = stat(path, &status) == 0 ? status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec : -1
        }

        var description: String { "\(names), \(bytes?.count ?? -1) bytes, modified \(modified)" }
    }

    @Test func only_a_file_nobody_may_write_and_nobody_has_open_is_read_immutable() {
        #expect(UserDataFile.readingConnection(isAlone: true, mayBeWritten: false) == .immutable)
        // A writer may start at any time, and checkpoint into the file under an immutable reader.
        #expect(UserDataFile.readingConnection(isAlone: true, mayBeWritten: true) == .shared)
        // Another process has it open: its latest commits are in the -wal, which immutable would not read.
        #expect(UserDataFile.readingConnection(isAlone: false, mayBeWritten: false) == .shared)
        #expect(UserDataFile.readingConnection(isAlone: false, mayBeWritten: true) == .shared)
    }

    @Test(arguments: Kind.allCases)
    func reading_makes_nothing_beside_the_file(_ kind: Kind) throws {
        let fixture = try Fixture(kind)
        defer { fixture.undo() }
        let before = try Snapshot(fixture.path)

        var history: [RecordedItem]?
        var refusal: String?
        do {
            if let database = try UserDatabase.openForReading(at: fixture.path) {
                _ = try database.studyRows()
                history = try database.history().map(\.item)
            }
        } catch {
            refusal = error.message
        }
        if kind.isReadable {
            #expect(history == (0..<2_000).reversed().map { .word("語\($0)", reading: "ご\($0)") })
        } else {
            #expect(refusal?.hasPrefix(fixture.path + ": ") == true, "\(String(describing: refusal))")
        }
        #expect(try Snapshot(fixture.path) == before)
    }

    @Test(arguments: Kind.allCases)
    func writing_is_refused_and_makes_nothing_beside_the_file(_ kind: Kind) throws {
        let fixture = try Fixture(kind)
        defer { fixture.undo() }
        let before = try Snapshot(fixture.path)

        #expect(throws: UserDataError.self) { try UserDatabase.open(at: fixture.path) }
        #expect(throws: UserDataError.self) { try UserDatabase.openExisting(at: fixture.path) }
        #expect(try Snapshot(fixture.path) == before)
    }

    @Test func a_healthy_writable_file_is_still_read_and_written_through_the_wal() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let writer = try UserDatabase.open(at: path)
        try writer.record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
        #expect(try writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try directory.names() == ["user.sqlite", "user.sqlite-shm", "user.sqlite-wal"])

        let reader = try #require(try UserDatabase.openForReading(at: path))
        #expect(reader.pool is DatabasePool)
        try writer.record(.kanji("水"), at: Date(timeIntervalSince1970: 2))
        // The reader sees the writer's last commit, in the WAL.
        #expect(try reader.history().map(\.item) == [.kanji("水"), .kanji("日")])
    }
}

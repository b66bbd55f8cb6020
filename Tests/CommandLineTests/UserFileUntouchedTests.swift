import TestResources
import Foundation
import Testing
@testable import UserData

/// Every command that opens the user database, and the browser's start, on a file kanji-tui will not write:
/// afterwards the file's directory holds the same names (no -wal, -shm or -journal), and the file the same
/// bytes and modification time. The commands that only read list a file that merely cannot be written; the
/// ones that write refuse it, naming it, with status 2; a damaged file is read as it is, until a read meets the
/// damage.
@Suite struct UserFileUntouchedTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        /// The file cannot be written (chmod a-w, or `chattr +i` for root, which permissions do not stop).
        case unwritableFile
        /// The file can be written, its directory cannot.
        case unwritableDirectory
        case garbage
        /// The first half of a database.
        case truncated
        /// A page in the middle of the file overwritten.
        case damagedPage
        /// A damaged page in a file that cannot be written (read without a check: nothing will write it).
        case damagedUnwritableFile
        /// Written by a later kanji-tui.
        case newerSchema

        var testDescription: String { rawValue }
    }

    struct Command: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        /// Whether it writes (and must refuse every kind).
        let writes: Bool

        var testDescription: String { arguments.isEmpty ? "the browser" : arguments.joined(separator: " ") }
    }

    static let commands: [Command] = [
        Command(arguments: ["study", "list", "--tsv"], writes: false),
        Command(arguments: ["study", "stats"], writes: false),
        Command(arguments: ["study", "export", "--json"], writes: false),
        Command(arguments: ["history", "--tsv"], writes: false),
        Command(arguments: ["study", "config"], writes: false),
        Command(arguments: ["study", "optimize"], writes: false),
        Command(arguments: ["analyze", "TEXT"], writes: false),
        Command(arguments: ["sentences", "--i1"], writes: false),
        Command(arguments: ["study", "add", "水", "--kanji"], writes: true),
        Command(arguments: ["study", "remove", "日"], writes: true),
        Command(arguments: ["history", "--clear"], writes: true),
        // The browser, on a terminal, drawing its first frame: it runs without recording.
        Command(arguments: [], writes: true),
    ]

    let directory: String
    let folder: String
    var path: String { folder + "/user.sqlite" }
    var text: String { directory + "/text.txt" }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("UserFileUntouchedTests-\(UUID().uuidString)").path
        folder = directory + "/data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: text, contents: Data("日本語の本を読む。\n".utf8)))
    }

    /// Makes a file of `kind`; returns what was made unwritable, for `UserFileSafetyTests.undoUnwritable`.
    func make(_ kind: Kind) throws -> String? {
        switch kind {
        case .garbage:
            var generator = SystemRandomNumberGenerator()
            #expect(FileManager.default.createFile(atPath: path, contents: Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })))
        case .newerSchema:
            let later = UserDataSchema(versions: UserDataSchema.current.versions + [.init(number: 99, name: "later") { _ in }])
            try UserDatabase.open(at: path, schema: later).record(.kanji("日"), at: Date())
        default:
            let database = try UserDatabase.open(at: path)
            for number in 0..<2_000 {
                try database.record(.word("語\(number)", reading: "ご\(number)"), at: Date(timeIntervalSince1970: Double(number)))
            }
            _ = try database.keepForStudy([.kanji("日")], at: .init(secondsSince1970: 0))
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        switch kind {
        case .truncated:
            try handle.truncate(atOffset: size / 2)
        case .damagedPage, .damagedUnwritableFile:
            try handle.seek(toOffset: size / 4096 / 2 * 4096 + 8)
            try handle.write(contentsOf: Data(repeating: 0xFF, count: 64))
        default:
            break
        }
        try handle.close()
        let unwritable: String? = switch kind {
        case .unwritableFile, .damagedUnwritableFile: path
        case .unwritableDirectory: folder
        default: nil
        }
        if let unwritable { try UserFileSafetyTests.makeUnwritable(unwritable) }
        return unwritable
    }

    /// What must not change: the names in the folder, the file's bytes and its modification time.
    struct Snapshot: Equatable, CustomStringConvertible {
        let names: [String]
        let bytes: Data?
        let modified: Int

        var description: String { "\(names), \(bytes?.count ?? -1) bytes, modified \(modified)" }
    }

    func snapshot() throws -> Snapshot {
        var status = stat()
        let modified = stat(path, &status) == 0 ? status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec : -1
        return Snapshot(names: try FileManager.default.contentsOfDirectory(atPath: folder).sorted(),
                        bytes: FileManager.default.contents(atPath: path), modified: modified)
    }

    func run(_ command: Command) throws -> KanjiTUIProcess.Outcome {
        let environment = ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources, "KANJI_TUI_USER_DATA": path, "TERM": "xterm-256color"]
        guard !command.arguments.isEmpty else {
            return try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/script"),
                                           ["-qec", "\(KanjiTUIProcess.executable.path) --exit-after-first-frame", "/dev/null"],
                                           environment: environment)
        }
        return try KanjiTUIProcess.run(command.arguments.map { $0 == "TEXT" ? text : $0 }, environment: environment)
    }

    @Test(arguments: Kind.allCases, commands)
    func nothing_is_made_beside_a_file_kanji_tui_will_not_write(_ kind: Kind, _ command: Command) throws {
        let unwritable = try make(kind)
        defer { unwritable.map(UserFileSafetyTests.undoUnwritable) }
        let before = try snapshot()

        let outcome = try run(command)

        #expect(try snapshot() == before)
        if command.arguments.isEmpty {
            #expect(outcome.status == 0, "\(outcome.standardOutput)")
        } else if command.writes {
            #expect(outcome.status == 2)
            #expect(outcome.standardError.hasPrefix("kanji-tui: \(path): "), "\(outcome.standardError)")
        } else if kind == .unwritableFile || kind == .unwritableDirectory {
            #expect(!outcome.standardError.contains("\(path): "), "\(outcome.standardError)")
        } else if kind == .garbage || kind == .newerSchema {
            // A damaged file is read as it is: a command may not meet the damaged page.
            #expect(outcome.standardError.contains("kanji-tui: \(path): "), "\(outcome.standardError)")
        }
    }
}

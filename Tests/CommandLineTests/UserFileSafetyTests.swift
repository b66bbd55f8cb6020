import TestResources
import Foundation
import Testing
import UserData
@testable import kanji_tui

/// The user database through the commands: a damaged file is refused before anything is written, a file that
/// cannot be written is still listed and exported, and an argument of nothing but escapes is named as such.
@Suite final class UserFileSafetyTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("UserFileSafetyTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(arguments + ["--user-data", path],
                                environment: ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    /// A closed database with a history of many pages and one kept kanji.
    func seed() throws {
        let database = try UserDatabase.open(at: path)
        for number in 0..<2_000 {
            try database.record(.word("語\(number)", reading: "ご\(number)"), at: Date(timeIntervalSince1970: Double(number)))
        }
        _ = try database.keepForStudy([.kanji("日")], at: .init(secondsSince1970: 0))
    }

    /// The names beside the database in its directory.
    func besides() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "user.sqlite" }
    }

    @Test func study_add_on_a_file_with_one_damaged_page_is_refused_and_changes_nothing() throws {
        try seed()
        // Garbage over the cell pointers of a page in the middle of the file (one of the history's).
        let pageSize = 4096
        let pages = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) / pageSize
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64(pages / 2 * pageSize + 8))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 64))
        try handle.close()
        let before = try #require(FileManager.default.contents(atPath: path))

        let outcome = try run(["study", "add", "水", "--kanji"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(path): a damaged SQLite database (left as it is)\n")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try besides() == [])
    }

    @Test func a_file_that_cannot_be_written_is_still_listed_and_exported() throws {
        try seed()
        let before = try #require(FileManager.default.contents(atPath: path))
        try Self.makeUnwritable(path)
        defer { Self.undoUnwritable(path) }

        let history = try run(["history", "--limit", "1", "--tsv"])
        #expect(history.status == 0)
        #expect(history.standardOutput.contains("語1999"))
        let list = try run(["study", "list", "--tsv"])
        #expect(list.status == 0)
        #expect(list.standardOutput.contains("kanji\t日"))
        let export = try run(["study", "export", "--json"])
        #expect(export.status == 0)
        #expect(export.standardOutput.contains("\"日\""))
        let add = try run(["study", "add", "水", "--kanji"])
        #expect(add.status == 2)
        #expect(add.standardError.hasPrefix("kanji-tui: \(path): it cannot be written ("))
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test(arguments: [["show", "\u{1B}[31m"], ["word", "\u{1B}]0;title\u{07}"], ["search", "\u{1B}[2J"], ["words", "\u{1B}[31m"]])
    func an_argument_of_only_escape_sequences_is_named_as_such(arguments: [String]) throws {
        let outcome = try KanjiTUIProcess.run(arguments, environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("(only control characters)"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("\u{1B}"))
    }

    @Test func the_browser_on_a_file_that_cannot_be_written_says_so_before_the_first_key() throws {
        try seed()
        try Self.makeUnwritable(path)
        defer { Self.undoUnwritable(path) }
        let opened = Result { () throws(UserDataError) in try UserDatabase.open(at: path) }
        let notice = try #require(BrowseCommand.startNotice(opened))
        #expect(notice.hasPrefix("\(path): it cannot be written ("))
        #expect(notice.hasSuffix("; nothing is recorded"))
        #expect(!notice.contains("\n"))
    }

    /// Root writes through chmod, so root gets the immutable attribute (as UserDataTests' `Unwritable`).
    static func makeUnwritable(_ path: String) throws {
        try runTool(geteuid() == 0 ? "/usr/bin/chattr" : "/bin/chmod", [geteuid() == 0 ? "+i" : "a-w", path])
    }

    static func undoUnwritable(_ path: String) {
        try? runTool(geteuid() == 0 ? "/usr/bin/chattr" : "/bin/chmod", [geteuid() == 0 ? "-i" : "u+w", path])
    }

    private static func runTool(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

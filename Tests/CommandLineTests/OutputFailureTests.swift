import TestResources
import Foundation
import Glibc
import Testing
import UserData

/// Results that cannot be written are never a success: every command that prints, with its stdout on `/dev/full`
/// (what a full disk does to `kanji-tui study export --json > backup.json`), says so in one line and exits with 74
/// (EX_IOERR); a reader that stops early (`| head -1`) still ends it quietly.
@Suite final class OutputFailureTests {
    let directory: URL
    let userData: String
    let strokes: String
    let text: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("OutputFailureTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
        strokes = directory.appendingPathComponent("strokes.json").path
        try Data(#"{"width": 100, "height": 100, "strokes": [[[10, 50], [90, 50]]]}"#.utf8).write(to: URL(fileURLWithPath: strokes))
        text = directory.appendingPathComponent("text.txt").path
        try Data("今日は日本語を勉強します。\n".utf8).write(to: URL(fileURLWithPath: text))
        // Something for history, study list, export and stats to print.
        let database = try UserDatabase.open(at: userData)
        try database.record(.word("日本", reading: "にほん"), at: Date(timeIntervalSince1970: 1_800_000_000))
        _ = try database.keepForStudy([.kanji("日"), .kanji("水")], at: .init(secondsSince1970: 1_800_000_000))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    static let environment = ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources]

    /// Every command that prints a result, each format of it, help and the version.
    var printingCommands: [[String]] {
        let user = ["--user-data", userData]
        return [
            ["show", "日"], ["show", "日", "--json"], ["show", "日", "--tsv"],
            ["word", "日本"], ["word", "日本", "--json"], ["word", "日本", "--tsv"],
            ["words", "日本"], ["words", "日本", "--json"],
            ["list"], ["list", "--json"], ["list", "--tsv"],
            ["search", "water"], ["search", "water", "--json"],
            ["strokes", "日"], ["strokes", "日", "--json"],
            ["recognize", strokes], ["recognize", strokes, "--json"], ["recognize", strokes, "--tsv"],
            ["analyze", text] + user, ["analyze", text, "--json"] + user,
            ["sentences", "日本"] + user, ["sentences", "日本", "--json"] + user, ["sentences", "--i1"] + user, ["sentences", "--next"] + user,
            ["history"] + user, ["history", "--json"] + user,
            ["study", "list"] + user, ["study", "list", "--due"] + user, ["study", "list", "--json"] + user,
            ["study", "export", "--json"] + user, ["study", "export", "--anki"] + user,
            ["study", "stats"] + user, ["study", "stats", "--json"] + user,
            ["study", "config"] + user, ["study", "optimize"] + user,
            ["study", "add", "火", "--kanji"] + user, ["study", "remove", "火"] + user, ["study", "import", text] + user,
            ["about"], ["--version"], ["--help"], ["help"], ["help", "show"], ["show", "--help"], ["study", "--help"],
            ["--generate-completion-script", "bash"],
        ]
    }

    @Test func every_printing_command_on_a_full_disk_says_so_in_one_line_and_exits_with_74() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        for arguments in printingCommands {
            let outcome = try KanjiTUIProcess.run(arguments, standardOutput: full, environment: Self.environment)
            #expect(outcome.status == 74, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError == "kanji-tui: standard output: No space left on device (the output is incomplete)\n",
                    "\(arguments)")
        }
    }

    @Test func the_same_commands_succeed_where_their_output_can_be_written() throws {
        for arguments in printingCommands {
            let outcome = try KanjiTUIProcess.run(arguments, environment: Self.environment)
            // optimize prints its report, then says on stderr that fitting needs more reviews: status 1.
            #expect(outcome.status == (arguments.starts(with: ["study", "optimize"]) ? 1 : 0), "\(arguments): \(outcome.standardError)")
            #expect(!outcome.outputBytes.isEmpty, "\(arguments)")
        }
    }

    @Test func a_closed_stdout_is_named_too() throws {
        // A descriptor open for reading only: every write to it fails (EBADF), as on a closed one.
        let readOnly = try #require(FileHandle(forReadingAtPath: "/dev/null"))
        defer { try? readOnly.close() }
        let outcome = try KanjiTUIProcess.run(["show", "日"], standardOutput: readOnly, environment: Self.environment)
        #expect(outcome.status == 74)
        #expect(outcome.standardError == "kanji-tui: standard output: Bad file descriptor (the output is incomplete)\n")
    }

    // MARK: - A reader that stopped

    /// How a run on a pipe whose reader is gone ended.
    struct Ending: Equatable {
        let signal: Int32?
        let status: Int32?
        let standardError: String
    }

    /// Runs `kanji-tui arguments…` through `env signalOption` with its stdout a pipe whose read end is already
    /// closed: the first write meets a reader that has gone, as `kanji-tui list | head -c1` does after a byte.
    func runIntoClosedPipe(_ arguments: [String], signalOption: String) throws -> Ending {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        // Close-on-exec, so no other test's child inherits the write end (Process gives it to this child as its fd 1).
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        defer { try? writeEnd.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [signalOption, KanjiTUIProcess.executable.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(Self.environment) { _, new in new }
        let error = Pipe()
        process.standardOutput = writeEnd
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Ending(signal: signalled ? process.terminationStatus : nil, status: signalled ? nil : process.terminationStatus,
                      standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [["list"], ["show", "日"], ["list", "--json"], ["--help"]])
    func a_reader_that_stopped_ends_it_quietly_by_sigpipe_as_any_program_in_a_pipeline(arguments: [String]) throws {
        let ending = try runIntoClosedPipe(arguments, signalOption: "--default-signal=PIPE")
        #expect(ending == Ending(signal: SIGPIPE, status: nil, standardError: ""))
    }

    @Test(arguments: [["list"], ["show", "日"], ["list", "--json"], ["--help"]])
    func with_sigpipe_ignored_a_reader_that_stopped_ends_it_quietly_with_status_0(arguments: [String]) throws {
        let ending = try runIntoClosedPipe(arguments, signalOption: "--ignore-signal=PIPE")
        #expect(ending == Ending(signal: nil, status: 0, standardError: ""))
    }
}

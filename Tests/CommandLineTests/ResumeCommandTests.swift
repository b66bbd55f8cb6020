import Foundation
import TestResources
import Testing
import UserData

/// `kanji-tui resume [on|off]`: the setting printed, set, and kept in the user database; a bad value changes nothing.
@Suite final class ResumeCommandTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ResumeCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(arguments + ["--user-data", path], environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    @Test func off_by_default_then_on_then_off_and_printing_creates_no_file() throws {
        let printed = try run(["resume"])
        #expect(printed.status == 0 && printed.standardOutput.hasPrefix("resume: off"))
        #expect(!FileManager.default.fileExists(atPath: path), "printing the setting writes nothing")
        let on = try run(["resume", "on"])
        #expect(on.status == 0 && on.standardOutput.hasPrefix("resume: on"))
        #expect(try UserDatabase.open(at: path).browserPlace()?.resumes == true)
        #expect(try run(["resume"]).standardOutput.hasPrefix("resume: on"))
        #expect(try run(["resume", "off"]).standardOutput.hasPrefix("resume: off"))
    }

    @Test func a_bad_value_is_named_exits_64_and_changes_nothing() throws {
        _ = try run(["resume", "on"])
        let bad = try run(["resume", "maybe"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("maybe"))
        #expect(try UserDatabase.open(at: path).browserPlace()?.resumes == true)
    }
}

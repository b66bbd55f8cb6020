import TestResources
import Foundation
import Testing
import UserData

/// `kanji-tui history` on a user database made for each test; no dictionary data is needed.
@Suite final class HistoryCommandTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("HistoryCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// 日 at 2027-01-15 08:00:00 UTC, 日本 (にほん) a minute and a half later, 本 last.
    func seed() throws {
        let database = try UserDatabase.open(at: path)
        let start = Date(timeIntervalSince1970: 1_799_999_999 + 1)   // 2027-01-15T08:00:00Z
        try database.record(.kanji("日"), at: start)
        try database.record(.word("日本", reading: "にほん"), at: start.addingTimeInterval(90))
        try database.record(.kanji("本"), at: start.addingTimeInterval(3_600))
    }

    /// Runs `kanji-tui history …` in UTC, with a dictionary directory that does not exist.
    func history(_ arguments: [String], environment: [String: String] = [:]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["history"] + arguments, environment: [
            "TZ": "UTC", "KANJI_TUI_DATA": directory.appendingPathComponent("no-data").path,
        ].merging(environment) { _, new in new })
    }

    @Test func text_lists_newest_first_with_local_time_kind_and_item() throws {
        try seed()
        let outcome = try history(["--user-data", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            2027-01-15 09:00  kanji  本
            2027-01-15 08:01  word   日本 (にほん)
            2027-01-15 08:00  kanji  日

            """)
    }

    @Test func tsv_has_a_header_and_utc_times() throws {
        try seed()
        let outcome = try history(["--user-data", path, "--tsv", "--limit", "2"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == """
            opened_at\tkind\tkey\treading
            2027-01-15T09:00:00Z\tkanji\t本\t
            2027-01-15T08:01:30Z\tword\t日本\tにほん

            """)
    }

    @Test func json_is_an_array_of_objects_with_the_same_keys() throws {
        try seed()
        let outcome = try history(["--user-data", path, "--json"])
        #expect(outcome.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.map { $0["key"] as? String } == ["本", "日本", "日"])
        #expect(array.map { $0["kind"] as? String } == ["kanji", "word", "kanji"])
        #expect(array[1]["reading"] as? String == "にほん")
        #expect(array[0]["reading"] is NSNull)
        #expect(array[2]["opened_at"] as? String == "2027-01-15T08:00:00Z")
    }

    @Test func clear_says_how_many_it_removed_and_leaves_an_empty_history() throws {
        try seed()
        let cleared = try history(["--user-data", path, "--clear"])
        #expect(cleared.status == 0)
        #expect(cleared.standardOutput == "removed 3 entries from the history in \(path)\n")
        let after = try history(["--user-data", path, "--json"])
        #expect(after.status == 0)
        #expect(after.standardOutput == "[\n\n]\n" || after.standardOutput == "[]\n")
    }

    @Test func an_empty_history_prints_nothing_and_exits_0() throws {
        let outcome = try history(["--user-data", path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: the history is empty (\(path))\n")
        // Asking about a missing file does not create it.
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func the_flag_wins_over_the_variable_which_wins_over_xdg_data_home() throws {
        try seed()
        let elsewhere = directory.appendingPathComponent("elsewhere.sqlite").path
        let xdg = directory.appendingPathComponent("xdg").path
        let byFlag = try history(["--user-data", path, "--tsv"], environment: ["KANJI_TUI_USER_DATA": elsewhere])
        #expect(byFlag.standardOutput.split(separator: "\n").count == 4)
        let byVariable = try history(["--tsv"], environment: ["KANJI_TUI_USER_DATA": path, "XDG_DATA_HOME": xdg])
        #expect(byVariable.standardOutput.split(separator: "\n").count == 4)
        let byXDG = try history([], environment: ["KANJI_TUI_USER_DATA": "", "XDG_DATA_HOME": xdg])
        #expect(byXDG.standardError == "kanji-tui: the history is empty (\(xdg)/kanji-tui/user.sqlite)\n")
    }

    @Test func a_file_that_is_not_a_database_exits_2_naming_it_and_is_left_as_it_is() throws {
        let notes = Data("my notes\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: notes))
        let outcome = try history(["--user-data", path, "--clear"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(path): not an SQLite database (left as it is)\n")
        #expect(FileManager.default.contents(atPath: path) == notes)
    }

    @Test func escape_sequences_in_a_stored_key_never_reach_the_terminal() throws {
        try UserDatabase.open(at: path).record(.kanji("\u{1B}]0;pwned\u{07}日"), at: Date())
        for format in ["--text", "--tsv", "--json"] {
            let outcome = try history(["--user-data", path, format])
            #expect(outcome.status == 0)
            #expect(!outcome.outputBytes.contains(0x1B) && !outcome.outputBytes.contains(0x07), "\(format)")
        }
    }

    @Test func a_bad_limit_or_clear_with_a_format_is_a_usage_mistake() throws {
        let negative = try history(["--user-data", path, "--limit", "-1"])
        #expect(negative.status == 64)
        #expect(negative.standardError.contains("--limit must be 0 (all) or more, not -1."))
        let clearJSON = try history(["--user-data", path, "--clear", "--json"])
        #expect(clearJSON.status == 64)
        #expect(clearJSON.standardError.contains("--clear prints only how many entries it removed"))
    }

    /// chmod 444 on the file and 555 on its directory, with kanji-tui run as `nobody` when the tests run
    /// as root (root writes through permission bits); a copy of the binary in the temporary directory, so
    /// `nobody` can run it wherever the build folder is.
    @Test func a_read_only_file_in_a_read_only_directory_exits_2_naming_it_and_is_left_as_it_is() throws {
        try seed()
        let binary = directory.appendingPathComponent("kanji-tui").path
        try FileManager.default.copyItem(atPath: KanjiTUIProcess.executable.path, toPath: binary)
        let before = try #require(FileManager.default.contents(atPath: path))
        chmod(path, 0o444)
        chmod(directory.path, 0o555)
        defer { chmod(directory.path, 0o755) }

        let arguments = ["history", "--clear", "--user-data", path]
        let outcome = geteuid() == 0
            ? try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/setpriv"),
                                      ["--reuid=nobody", "--regid=nogroup", "--clear-groups", binary] + arguments)
            : try KanjiTUIProcess.run(program: URL(fileURLWithPath: binary), arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(path): it cannot be written (permission denied)\n")
        #expect(FileManager.default.contents(atPath: path) == before)
    }
}

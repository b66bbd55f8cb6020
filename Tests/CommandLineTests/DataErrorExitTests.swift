import Foundation
import Testing

/// Bad data or a wrong data location: a message naming the file (and line), exit status 2.
@Suite struct DataErrorExitTests {
    @Test func a_data_directory_without_data_exits_2_naming_it() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日", "--data", "/tmp"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: /tmp: no kanji.tsv here (from --data)\n")
    }

    @Test func the_environment_variable_is_checked_too() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日"], environment: ["KANJI_TUI_DATA": "/nonexistent"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: /nonexistent: no kanji.tsv here (from $KANJI_TUI_DATA)\n")
    }

    @Test func a_malformed_line_exits_2_naming_file_and_line() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-tui-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let header = try String(contentsOfFile: KanjiTUIProcess.resources + "/kanji.tsv", encoding: .utf8)
            .split(separator: "\n", maxSplits: 1)[0]
        try "\(header)\n日\t4\tnot-a-grade\n".write(to: directory.appendingPathComponent("kanji.tsv"), atomically: true, encoding: .utf8)
        try "日本 [にほん] /(n) Japan/(P)/\n".write(to: directory.appendingPathComponent("words.edict"), atomically: true, encoding: .utf8)
        let outcome = try KanjiTUIProcess.run(["show", "日", "--data", directory.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(directory.path)/kanji.tsv:2: expected 13 tab-separated columns, found 3\n")
    }

    @Test func a_missing_edict_exits_2() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本", "--edict", "/nonexistent/edict"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: /nonexistent/edict: No such file or directory\n")
    }
}

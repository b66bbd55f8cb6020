import TestResources
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
        #expect(outcome.standardError == "kanji-tui: /nonexistent/edict: no such file or directory\n")
    }

    // MARK: - One reader

    /// The real kanji.tsv, stamp and all, with line 5 (会) edited: every command must refuse it the same
    /// way, even a lookup of 日 on line 2 that never reads line 5.
    static let brokenAtLineFive: DataDirectory = {
        let data = try! DataDirectory(kanjiLines: [], words: "会議 [かいぎ] /(n) meeting/(P)/\n日本 [にほん] /(n) Japan/(P)/\n")
        let real = try! String(contentsOfFile: KanjiTUIProcess.resources + "/kanji.tsv", encoding: .utf8)
        try! Data(real.replacingOccurrences(of: "\n会\t6\t", with: "\n会\tsix\t").utf8).write(to: URL(fileURLWithPath: data.file("kanji.tsv")))
        return data
    }()

    @Test(arguments: [["show", "日"], ["show", "会"], ["word", "会議"], ["list"], ["search", "nichi"], ["日"], ["--word", "会議"], []])
    func every_command_reports_a_broken_line_the_same_way(arguments: [String]) throws {
        let outcome = try KanjiTUIProcess.run(arguments + ["--data", Self.brokenAtLineFive.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(Self.brokenAtLineFive.file("kanji.tsv")):5: column 'strokes' must be a number in 1...99, found \"six\"\n")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func a_kanji_listed_twice_is_refused_with_file_and_line() throws {
        let data = try DataDirectory(kanjiLines: [DataDirectory.sunLine, DataDirectory.bookLine, DataDirectory.sunLine])
        let outcome = try KanjiTUIProcess.run(["list", "--data", data.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(data.file("kanji.tsv")):4: 日 is listed twice (first on line 2)\n")
    }

    // MARK: - Files that are not plain readable files

    /// A FIFO in place of each data file: refused at once (`timeout` turns a hang into status 124).
    @Test(arguments: ["kanji.tsv", "words.bin", "--edict"])
    func a_fifo_is_refused_instead_of_blocking(name: String) throws {
        let data = try DataDirectory(kanjiLines: [DataDirectory.sunLine])
        let fifo = name == "--edict" ? data.file("edict-fifo") : data.file(name)
        try? FileManager.default.removeItem(atPath: fifo)
        try #require(mkfifo(fifo, 0o600) == 0)
        let extra = name == "--edict" ? ["--edict", fifo] : []
        let outcome = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/timeout"),
                                              ["10", KanjiTUIProcess.executable.path, "show", "日", "--data", data.path] + extra)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(fifo): not a regular file (a FIFO)\n")
    }

    /// Mode 000 stops everyone but root, so as root the binary runs as nobody (`setpriv`).
    @Test func an_unreadable_kanji_file_is_permission_denied() throws {
        let data = try DataDirectory(kanjiLines: [DataDirectory.sunLine])
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: data.file("kanji.tsv"))
        let command = [KanjiTUIProcess.executable.path, "show", "日", "--data", data.path]
        let outcome = geteuid() == 0
            ? try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/setpriv"),
                                      ["--reuid=65534", "--regid=65534", "--clear-groups"] + command)
            : try KanjiTUIProcess.run(Array(command.dropFirst()))
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(data.file("kanji.tsv")): permission denied\n")
    }
}

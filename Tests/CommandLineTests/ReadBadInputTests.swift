import Foundation
import Glibc
import TestResources
import Testing

/// Issue 21 §3 as a user meets it: `analyze` and `read` given what is not a text to read — a binary file, a NUL
/// byte, invalid UTF-8, a directory, a FIFO (which must not hang), a file over the limit, a missing file — each
/// answer one line naming the file and what is wrong (the byte offset where there is one), exit status 2, before
/// any terminal is needed; and texts that are odd but readable (a 1 MB line, escape sequences) analysed cleanly.
@Suite final class ReadBadInputTests {
    let directory: URL
    let userData: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ReadBadInputTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(arguments + ["--user-data", userData], environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    /// The bad inputs and the problem each is named by.
    private func badInputs() throws -> [(path: String, problem: String)] {
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let large = directory.appendingPathComponent("large.txt").path
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, 17 * 1024 * 1024) == 0)
        let subdirectory = directory.appendingPathComponent("texts").path
        try FileManager.default.createDirectory(atPath: subdirectory, withIntermediateDirectories: true)
        return [
            (try file("program.bin", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]), "not a text file (a NUL byte at offset 7)"),
            (try file("nul.txt", Array("日本語\u{0}です".utf8)), "not a text file (a NUL byte at offset 9)"),
            (try file("damaged.txt", Array("日本語です\n".utf8) + [0xFF, 0xFE] + Array("これ".utf8)), "not valid UTF-8 (a byte that is not UTF-8 at offset 16)"),
            (subdirectory, "is a directory; give a text file (or - for standard input)"),
            (fifo, "is a FIFO; pipe it to standard input instead (read - < \(fifo))"),
            (large, "is larger than the 16 MB a text may be; read it in parts"),
            (directory.appendingPathComponent("missing.txt").path, "cannot be read (no such file or directory)"),
        ]
    }

    @Test(.timeLimit(.minutes(1)))
    func analyze_and_read_refuse_what_is_not_a_text_with_one_line_naming_it() throws {
        for (path, problem) in try badInputs() {
            for command in ["analyze", "read"] {
                let outcome = try run([command, path])
                #expect(outcome.status == 2, "\(command) \(path)")
                #expect(outcome.standardError == "kanji-tui: \(path): \(problem)\n", "\(command) \(path)")
                #expect(outcome.standardOutput.isEmpty)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: userData), "nothing refused is recorded")
    }

    @Test(.timeLimit(.minutes(2)))
    func a_one_megabyte_line_is_analysed_whole() throws {
        let path = try file("line.txt", Array(String(repeating: "日本語を読む。", count: 50_000).utf8))
        let outcome = try run(["analyze", path, "--tsv"])
        #expect(outcome.status == 0)
        let rows = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").prefix(3).joined(separator: " ") }
        #expect(rows.contains("日本語 にほんご 50000"))
        #expect(rows.contains("読む よむ 50000"))
    }

    @Test func escape_sequences_in_a_text_never_reach_the_output() throws {
        let path = try file("escapes.txt", Array("\u{1B}[31m赤い\u{1B}]0;title\u{07}文字\u{1B}[2J\u{9B}31m\n".utf8))
        for format in ["--tsv", "--json", "--text"] {
            let outcome = try run(["analyze", path, format])
            #expect(outcome.status == 0)
            #expect(!outcome.outputBytes.contains(0x1B), "\(format): \(outcome.standardOutput.debugDescription)")
            #expect(!outcome.standardOutput.contains("\u{9B}"), "\(format)")
            #expect(outcome.standardOutput.contains("赤い") && outcome.standardOutput.contains("文字"), "\(format)")
        }
    }
}

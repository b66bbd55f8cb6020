import TestResources
import Foundation
import Testing
@testable import kanji_tui

/// `study import` reads its text in chunks checked as they arrive: an endless or huge input is refused after
/// at most `TextFileInput.text` bytes (kanji-tui's own export, a file named .json, `TextFileInput.studyExport`), and one
/// that is not text at its first bad byte.
@Suite final class ImportInputTests {
    let directory: URL
    let userData: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImportInputTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `kanji-tui study import ARGUMENT` with `input` as its stdin.
    func runImport(_ argument: String, input: Any = FileHandle.nullDevice) throws -> KanjiTUIProcess.Outcome {
        let process = Process()
        process.executableURL = KanjiTUIProcess.executable
        process.arguments = ["study", "import", argument, "--user-data", userData]
        process.environment = ProcessInfo.processInfo.environment.merging(["KANJI_TUI_DATA": KanjiTUIProcess.resources]) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return KanjiTUIProcess.Outcome(status: process.terminationStatus, outputBytes: outputData, errorBytes: errorData)
    }

    @Test(.timeLimit(.minutes(1)))
    func an_endless_stream_of_text_on_stdin_is_refused_at_the_limit() throws {
        // `yes` writes "y\n" until its reader goes away: text that never ends.
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/yes")
        let pipe = Pipe()
        generator.standardOutput = pipe
        try generator.run()
        let outcome = try runImport("-", input: pipe)
        generator.terminate()
        generator.waitUntilExit()

        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: stdin: larger than the 16 MB a text to import may be; import it in parts\n")
        #expect(!FileManager.default.fileExists(atPath: userData))
    }

    @Test(.timeLimit(.minutes(1)))
    func dev_zero_on_stdin_is_refused_at_its_first_byte() throws {
        let zeros = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        let outcome = try runImport("-", input: zeros)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: stdin: not a text file (a NUL byte at offset 0)\n")
    }

    @Test func a_huge_sparse_file_is_refused_by_its_size_without_being_read() throws {
        let sparse = directory.appendingPathComponent("sparse.txt").path
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, 3 << 30) == 0)
        let outcome = try runImport(sparse)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(sparse): larger than the 16 MB a text to import may be; import it in parts\n")
    }

    @Test func a_nul_or_a_byte_that_is_not_utf8_is_named_with_its_offset() throws {
        let cases: [(bytes: [UInt8], message: String)] = [
            (Array("日本\u{0}".utf8), "not a text file (a NUL byte at offset 6)"),
            (Array("日本".utf8) + [0xE6, 0x97], "not UTF-8 text (a byte that is not UTF-8 at offset 6)"),   // cut off at the end
            (Array("ab".utf8) + [0xC0, 0xAF], "not UTF-8 text (a byte that is not UTF-8 at offset 2)"),     // overlong "/"
            (Array("abc".utf8) + [0xED, 0xA0, 0x80], "not UTF-8 text (a byte that is not UTF-8 at offset 3)"), // a surrogate
        ]
        for (index, (bytes, message)) in cases.enumerated() {
            let file = directory.appendingPathComponent("case\(index).txt")
            try Data(bytes).write(to: file)
            let outcome = try runImport(file.path)
            #expect(outcome.status == 2)
            #expect(outcome.standardError == "kanji-tui: \(file.path): \(message)\n")
        }
    }

    @Test func a_long_list_of_skipped_lines_names_the_first_twenty_and_counts_the_rest() {
        var skipped = SkippedItems()
        for number in 1...25 { skipped.add("w\(number)") }
        #expect(skipped.count == 25)
        #expect(skipped.listing == (1...20).map { "w\($0)" }.joined(separator: ", ") + ", … (and 5 more)")
    }
}

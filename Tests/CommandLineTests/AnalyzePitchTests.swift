import Foundation
import TestResources
import Testing

/// Issue 36: `analyze` gives each word's own pitch accent, as `words` does: marked on the reading in text, the
/// downstep numbers in `--tsv` and `--json`.
@Suite final class AnalyzePitchTests {
    let directory: URL
    let userData: String
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyzePitchTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
        path = directory.appendingPathComponent("hashi.txt").path
        try "箸で食べる。橋を渡る。雨が降る。".write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["analyze", path] + arguments + ["--user-data", userData],
                                environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    @Test func tsv_ends_with_the_accent_column() throws {
        let outcome = try run(["--tsv"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.first == "headword\treading\tcount\tknown\trank\tgloss\taccent")
        let accents = Dictionary(uniqueKeysWithValues: lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(fields[0]), String(fields[6]))
        })
        #expect(accents["箸"] == "1" && accents["橋"] == "2" && accents["雨"] == "1" && accents["食べる"] == "2", "\(accents)")
    }

    @Test func text_marks_the_reading_and_json_gives_the_numbers() throws {
        let text = try run(["--text"]).standardOutput
        #expect(text.contains("  箸  は＼し  ") && text.contains("  橋  はし＼  "), "\(text)")
        let json = try run(["--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
        let words = try #require(report["words"] as? [[String: Any]])
        #expect(words.first { $0["headword"] as? String == "箸" }?["accent"] as? [Int] == [1])
    }
}

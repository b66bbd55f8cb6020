import Foundation
import TestResources
import Testing

/// Issue 32 §2 as `analyze` shows it: names of people, places and organisations (JMnedict) are counted apart from the
/// vocabulary, out of its words, `--unknown` and shares known, named in the summary, listed by `--names` in every
/// format and in the JSON's `names`.
@Suite final class AnalyzeNamesTests {
    let directory: URL
    let path: String

    static let text = """
        田中さんは東京に住んでいます。
        田中さんは先生です。佐藤美咲はトヨタで働く。
        """

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyzeNamesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("names.txt").path
        try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String], status: Int32 = 0) throws -> KanjiTUIProcess.Outcome {
        let outcome = try KanjiTUIProcess.run(["analyze", path] + arguments + ["--user-data", directory.appendingPathComponent("user.sqlite").path],
                                              environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
        #expect(outcome.status == status, "\(arguments): \(outcome.standardError)")
        return outcome
    }

    /// The first column of each TSV row under the header.
    private func firstColumn(_ arguments: [String]) throws -> [String] {
        try run(arguments + ["--tsv"]).standardOutput.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }
    }

    @Test func the_vocabulary_and_its_unknown_words_leave_the_names_out_and_names_lists_them() throws {
        let vocabulary = try firstColumn([])
        let unknown = try firstColumn(["--unknown"])
        let names = try firstColumn(["--names"])
        #expect(names == ["田中", "トヨタ", "佐藤", "美咲"], "the most used first: \(names)")
        #expect(Set(vocabulary).isDisjoint(with: names) && Set(unknown).isDisjoint(with: names), "\(vocabulary) \(unknown)")
        for word in ["東京", "住む", "先生", "働く"] {
            #expect(vocabulary.contains(word), "\(word) in \(vocabulary)")
        }
    }

    @Test func names_lists_each_with_its_reading_kinds_and_gloss() throws {
        let tsv = try run(["--names", "--tsv"]).standardOutput.split(separator: "\n")
        #expect(tsv.first == "name\treading\tcount\tkinds\tgloss")
        #expect(tsv.dropFirst().first == "田中\tたなか\t2\tplace,surname,female given name\tTanaka")
        let text = try run(["--names"]).standardOutput.split(separator: "\n")
        #expect(text.dropFirst().first == "     2  田中  たなか  place, surname, female given name  Tanaka")
    }

    @Test func the_summary_and_the_json_count_the_names_apart() throws {
        let json = try run(["--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
        let summary = try #require(report["text"] as? [String: Any])
        #expect(summary["name_tokens"] as? Int == 5)
        #expect(summary["distinct_names"] as? Int == 4)
        let names = try #require(report["names"] as? [[String: Any]])
        #expect(names.first?["name"] as? String == "田中")
        #expect(names.first?["reading"] as? String == "たなか")
        #expect(names.first?["count"] as? Int == 2)
        #expect((names.first?["kinds"] as? [String])?.contains("surname") == true)
        let words = try #require(report["words"] as? [[String: Any]])
        #expect(!words.contains { $0["headword"] as? String == "田中" })
        let text = try run(["--text"]).standardOutput
        #expect(text.split(separator: "\n").first?.hasSuffix("names: 5 uses of 4 names") == true, "\(text)")
        let one = directory.appendingPathComponent("one.txt").path
        try "田中です。".write(toFile: one, atomically: true, encoding: .utf8)
        let single = try KanjiTUIProcess.run(["analyze", one, "--user-data", directory.appendingPathComponent("user.sqlite").path],
                                             environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources]).standardOutput
        #expect(single.split(separator: "\n").first?.hasSuffix("names: 1 use of 1 name") == true, "\(single)")
    }

    @Test func names_and_grammar_are_not_both_listed() throws {
        let outcome = try run(["--names", "--grammar"], status: 64)
        #expect(outcome.standardError.contains("--names and --grammar"))
    }
}

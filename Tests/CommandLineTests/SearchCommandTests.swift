import TestResources
import Foundation
import Testing

@Suite struct SearchCommandTests {
    @Test func prints_the_ranked_matches_one_kanji_per_line() throws {
        let outcome = try KanjiTUIProcess.run(["search", "nichi"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput == """
            日  ニチ、ジツ  ひ、-び、-か  day; sun; Japan; counter for days  (4 strokes, jōyō 1, N5, old JLPT 4)
            馹  ジツ、ニチ  はやうま  post horse; relay horse  (14 strokes)
            暱  ジツ、ニチ  ちかづ.く  intimate; close; approach  (15 strokes)

            """)
    }

    /// Issue 10: a whole English word finds its kanji first or second, before longer words that start with it.
    @Test(arguments: [("car", "車"), ("cat", "猫"), ("ear", "耳"), ("tea", "茶"), ("sun", "日")])
    func a_whole_english_word_lists_its_kanji_first_or_second(query: String, kanji: String) throws {
        let outcome = try KanjiTUIProcess.run(["search", query, "--limit", "2"])
        #expect(outcome.standardOutput.split(separator: "\n").prefix(2).contains { $0.hasPrefix(kanji + "  ") }, "\(outcome.standardOutput)")
    }

    @Test func several_words_must_all_match_one_meaning() throws {
        let outcome = try KanjiTUIProcess.run(["search", "counter", "days"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.split(separator: "\n").map { $0.prefix(1) } == ["日"])
    }

    @Test func text_stops_at_the_limit_and_says_how_many_more() throws {
        let outcome = try KanjiTUIProcess.run(["search", "wat", "--limit", "2"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("水  スイ  みず、みず-  water"))
        #expect(lines[2].hasPrefix("… ") && lines[2].hasSuffix(" more (--limit 0 shows all)"))
        let all = try KanjiTUIProcess.run(["search", "wat", "--limit", "0"])
        #expect(!all.standardOutput.contains("more (--limit 0"))
        #expect(all.standardOutput.split(separator: "\n").count > 20)
    }

    @Test func tsv_has_a_header_and_stable_columns() throws {
        let outcome = try KanjiTUIProcess.run(["search", "nichi", "--tsv"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            "kanji\ton\tkun\tmeanings\tstrokes\tgrade\tjlpt\tjlpt_old\tfrequency\tradical",
            "日\tニチ,ジツ\tひ,-び,-か\tday|sun|Japan|counter for days\t4\t1\tN5\t4\t1\t72",
            "馹\tジツ,ニチ\tはやうま\tpost horse|relay horse\t14\t\t\t\t\t187",
            "暱\tジツ,ニチ\tちかづ.く\tintimate|close|approach\t15\t\t\t\t\t72",
            "",
        ])
    }

    @Test func tsv_and_json_hold_every_match_whatever_the_text_limit() throws {
        let tsv = try KanjiTUIProcess.run(["search", "wat", "--tsv", "--limit", "1"])
        let text = try KanjiTUIProcess.run(["search", "wat", "--limit", "0"])
        #expect(tsv.standardOutput.split(separator: "\n").count == text.standardOutput.split(separator: "\n").count + 1)
        let json = try KanjiTUIProcess.run(["search", "wat", "--json", "--limit", "1"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == text.standardOutput.split(separator: "\n").count)
    }

    @Test func json_is_an_array_of_kanji_like_show_prints() throws {
        let outcome = try KanjiTUIProcess.run(["search", "ほん", "--json"])
        #expect(outcome.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.first?["character"] as? String == "本")
        #expect(array.first?["on_readings"] as? [String] == ["ホン"])
        #expect(array.first?["stroke_count"] as? Int == 5)
        let shown = try JSONSerialization.jsonObject(with: Data(try KanjiTUIProcess.run(["show", "本", "--json"]).standardOutput.utf8))
        #expect((shown as? [String: Any])?["kanji"] as? NSDictionary == array.first.map(NSDictionary.init))
    }

    @Test func pasted_kanji_are_found_in_order() throws {
        let outcome = try KanjiTUIProcess.run(["search", "日本語", "--tsv"])
        #expect(outcome.standardOutput.split(separator: "\n").dropFirst().map { $0.prefix(1) } == ["日", "本", "語"])
    }

    @Test func no_match_says_so_on_stderr_and_exits_1() throws {
        let outcome = try KanjiTUIProcess.run(["search", "xqz"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: no kanji match \"xqz\".\n")
    }

    @Test func an_empty_query_is_a_usage_error() throws {
        let outcome = try KanjiTUIProcess.run(["search", " "])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("'search' needs something to look for"))
    }

    @Test(arguments: [["--limit=-1"], ["--limit", "-1"]])
    func a_negative_limit_is_a_usage_error_naming_it(limit: [String]) throws {
        let outcome = try KanjiTUIProcess.run(["search", "nichi"] + limit)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: --limit must be 0 (all) or more, not -1.\n"))
    }

    @Test func two_formats_at_once_are_a_usage_error() throws {
        let outcome = try KanjiTUIProcess.run(["search", "nichi", "--json", "--tsv"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--tsv"))
    }
}

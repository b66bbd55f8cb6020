import Foundation
import Testing

@Suite struct WordCommandTests {
    @Test func prints_the_entry_and_the_kanji_with_their_meanings() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == """
            日本 [にほん]  Japan
            Kanji
              日  day; sun; Japan; counter for days
              本  book; present; main; origin; true; real; counter for long cylindrical things

            """)
    }

    @Test func the_complete_edict_adds_uncommon_readings() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本", "--edict", EdictSample.temporaryFile()])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("日本 [にほん]  Japan\n日本 [にっぽん]  Japan\n"))
    }

    @Test func a_word_missing_from_the_list_still_shows_its_kanji() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本語学"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("日本語学  (not in the word list)\nKanji\n  日"))
    }

    @Test func json_lists_entries_and_kanji() throws {
        let outcome = try KanjiTUIProcess.run(["word", "学校", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(object["word"] as? String == "学校")
        #expect((object["kanji"] as? [[String: Any]])?.compactMap { $0["character"] as? String } == ["学", "校"])
        #expect((object["entries"] as? [[String: Any]])?.first?["reading"] as? String == "がっこう")
    }

    @Test func a_word_without_known_kanji_exits_1() throws {
        let outcome = try KanjiTUIProcess.run(["word", "すし"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "kanji-tui: \"すし\" contains no kanji the dataset knows.\n")
    }
}

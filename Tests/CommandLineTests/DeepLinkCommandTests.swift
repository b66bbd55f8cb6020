import TestResources
import Testing

/// `kanji-tui 日` / `--word 日本`: mistakes are reported before the screen is touched. These run
/// without a terminal, so a link that passes its checks reaches the "needs a terminal" error (2),
/// while a bad one stops earlier with status 1.
@Suite struct DeepLinkCommandTests {
    @Test func an_unknown_kanji_exits_1_before_the_terminal_is_needed() throws {
        let outcome = try KanjiTUIProcess.run(["あ"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "kanji-tui: あ is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
    }

    @Test func a_word_jmdict_lacks_exits_1_and_points_to_the_search() throws {
        let outcome = try KanjiTUIProcess.run(["--word", "日本茶本"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "kanji-tui: \"日本茶本\" is not a word in JMdict; 'kanji-tui words 日本茶本' searches for it.\n")
    }

    @Test func a_word_in_kana_alone_gets_as_far_as_needing_a_terminal() throws {
        let outcome = try KanjiTUIProcess.run(["--word", "すし"])
        #expect(outcome.status == 2)
    }

    @Test func a_known_kanji_gets_as_far_as_needing_a_terminal() throws {
        let outcome = try KanjiTUIProcess.run(["日"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("kanji-tui: standard input and output must be a terminal\n"))
        #expect(outcome.standardError.contains("kanji-tui show"))
    }

    @Test func several_characters_point_to_word() throws {
        let outcome = try KanjiTUIProcess.run(["日本"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("'kanji-tui --word 日本'"))
    }

    @Test func subcommands_still_win_over_the_kanji_argument() throws {
        let outcome = try KanjiTUIProcess.run(["word", "日本"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("日本 [にほん]"))
    }
}

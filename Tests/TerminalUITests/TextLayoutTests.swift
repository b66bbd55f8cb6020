import Testing
@testable import TerminalUI

@Suite struct TextLayoutTests {
    @Test func wraps_at_spaces_within_the_width() {
        #expect("the quick brown fox jumps".wrapped(toWidth: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func wraps_wide_characters_anywhere_by_display_width() {
        #expect("日本語の文章です".wrapped(toWidth: 6) == ["日本語", "の文章", "です"])
    }

    @Test func a_wrapped_line_keeps_its_indentation() {
        #expect("    one two three".wrapped(toWidth: 12) == ["    one two", "    three"])
    }

    @Test func breadcrumb_keeps_the_current_screen_when_trimmed() {
        #expect(Breadcrumb.text(["Kanji", "日", "日本", "本"], width: 40) == "Kanji › 日 › 日本 › 本")
        #expect(Breadcrumb.text(["Kanji", "日", "日本", "本"], width: 13) == "… › 日本 › 本")
        #expect(Breadcrumb.text(["Kanji", "日", "日本", "本"], width: 12) == "… › 本")
        #expect(Breadcrumb.text(["Kanji", "日", "日本", "本"], width: 2) == "… › 本")
    }

    @Test func list_columns_drop_the_least_important_first() {
        #expect(ListColumn.layout(width: 120).map(\.column) == ListColumn.allCases)
        #expect(ListColumn.layout(width: 80).map(\.column) == [.kanji, .on, .kun, .meanings, .strokes, .grade, .jlpt])
        #expect(ListColumn.layout(width: 40).map(\.column) == [.kanji, .meanings])
    }
}

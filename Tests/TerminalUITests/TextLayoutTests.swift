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

    /// The widest cells of the all-kanji list's first page: long kun readings, meanings longer still.
    private static let firstPage: [ListColumn: Int] = [.kanji: 2, .on: 20, .kun: 40, .meanings: 60, .strokes: 2,
                                                       .grade: 6, .jlpt: 2, .oldJLPT: 5, .frequency: 2]

    private static func widths(_ width: Int, _ widest: [ListColumn: Int] = firstPage) -> [ListColumn: Int] {
        Dictionary(uniqueKeysWithValues: ListColumnLayout.columns(width: width, widest: widest).map { ($0.column, $0.width) })
    }

    @Test func list_columns_drop_the_least_important_first() {
        #expect(ListColumnLayout.columns(width: 200, widest: Self.firstPage).map(\.column) == ListColumn.allCases)
        #expect(ListColumnLayout.columns(width: 80, widest: Self.firstPage).map(\.column) == [.kanji, .on, .kun, .meanings, .strokes, .grade, .jlpt])
        #expect(ListColumnLayout.columns(width: 40, widest: Self.firstPage).map(\.column) == [.kanji, .meanings])
    }

    @Test func a_wide_list_cuts_no_reading_and_gives_the_rest_to_the_meanings() {
        let widths = Self.widths(200)
        #expect(widths[.on] == 20 && widths[.kun] == 40)
        #expect(widths.values.reduce(0, +) + ListColumn.gap * (widths.count - 1) == 198)
        #expect(widths[.meanings]! > 60)
    }

    @Test func short_columns_get_their_widest_cell_or_heading() {
        let widths = Self.widths(120)
        #expect(widths[.kanji] == 5 && widths[.strokes] == 3 && widths[.grade] == 6 && widths[.jlpt] == 4)
        #expect(widths[.oldJLPT] == 8 && widths[.frequency] == 4)
    }

    @Test func readings_and_meanings_share_what_is_left_meanings_twice_as_much() {
        let widths = Self.widths(120)
        #expect(widths[.on] == 18 && widths[.kun] == 18)  // both cut at one level
        #expect(widths[.meanings] == 36)
        #expect(widths.values.reduce(0, +) + ListColumn.gap * (widths.count - 1) == 118)
    }

    @Test func at_80_columns_the_meanings_get_more_than_they_used_to() {
        #expect(Self.widths(80)[.meanings]! > 22)
    }

    @Test func a_page_of_short_readings_leaves_their_room_to_the_meanings() {
        var short = Self.firstPage
        short[.on] = 4
        short[.kun] = 6
        let widths = Self.widths(80, short)
        #expect(widths[.on] == 4 && widths[.kun] == 6)
        #expect(widths.values.reduce(0, +) + ListColumn.gap * (widths.count - 1) == 78)
        #expect(widths[.meanings]! > Self.widths(80)[.meanings]!)
    }
}

extension TextLayoutTests {
    @Test func readings_wrap_after_their_list_comma() {
        #expect("い.きる、い.かす、なま".wrapped(toWidth: 14) == ["い.きる、", "い.かす、なま"])
    }
}

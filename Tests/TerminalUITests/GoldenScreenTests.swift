import TestSupport
import KanjiKit
import Browser
import Testing
@testable import TerminalUI

@Suite struct GoldenScreenTests {
    @Test func the_all_kanji_list_at_80_by_24() {
        let frame = GoldenGrid.render(GoldenGrid.browser(), size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "the_all_kanji_list_at_80_by_24")
    }

    /// The frame drawn before the rest of the kanji are parsed is the frame of the whole list.
    @Test func the_first_screenful_draws_the_same_first_frame_as_the_whole_list() throws {
        let store = try KanjiStore(directory: GoldenGrid.resources)
        let early = try KanjiBrowser.inMemory(store: store, firstScreenful: 60)
        let whole = GoldenGrid.browser()
        for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 40, columns: 120)] {
            #expect(GoldenGrid.lines(GoldenGrid.render(early, size: size)) == GoldenGrid.lines(GoldenGrid.render(whole, size: size)))
        }
    }

    @Test func the_all_kanji_list_at_120_by_40() {
        let frame = GoldenGrid.render(GoldenGrid.browser(), size: TerminalSize(rows: 40, columns: 120))
        GoldenGrid.expect(frame, golden: "the_all_kanji_list_at_120_by_40")
    }

    @Test func the_detail_of_sun_at_80_by_24() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)), golden: "the_detail_of_sun_at_80_by_24")
    }

    @Test func the_detail_of_sun_at_120_by_40() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 40, columns: 120)), golden: "the_detail_of_sun_at_120_by_40")
    }

    @Test func a_words_kanji_list_is_titled_with_the_word_reading_and_gloss() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)), golden: "a_words_kanji_list_is_titled_with_the_word_reading_and_gloss")
    }

    @Test func the_smallest_usable_terminal_drops_columns_and_squeezes_the_detail() {
        let browser = GoldenGrid.browser()
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 10, columns: 40)), golden: "the_smallest_usable_terminal_drops_columns_and_squeezes_the_detail")
        browser.open(kanji: "日")
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 10, columns: 40)), golden: "the_smallest_usable_terminal_drops_columns_and_squeezes_the_detail_2")
    }

    @Test func below_40_by_10_a_notice_replaces_the_screen() {
        GoldenGrid.expect(GoldenGrid.render(GoldenGrid.browser(), size: TerminalSize(rows: 9, columns: 39)), golden: "below_40_by_10_a_notice_replaces_the_screen")
    }

    @Test func a_deep_breadcrumb_is_trimmed_from_the_left() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        for _ in 0..<3 {
            browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
            browser.open(kanji: "本")
            browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
            browser.open(kanji: "日")
        }
        let frame = GoldenGrid.render(browser, size: TerminalSize(rows: 10, columns: 40))
        GoldenGrid.expect(frame, golden: "a_deep_breadcrumb_is_trimmed_from_the_left")
    }

    @Test func the_help_overlay_lists_the_keys() {
        let frame = GoldenGrid.render(GoldenGrid.browser(), size: TerminalSize(rows: 24, columns: 80), overlay: .help)
        GoldenGrid.expect(frame, golden: "the_help_overlay_lists_the_keys")
    }

    @Test func the_coordinator_tree_overlay_shows_the_live_tree() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        let frame = GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80), overlay: .coordinatorTree)
        GoldenGrid.expect(frame, golden: "the_coordinator_tree_overlay_shows_the_live_tree")
    }

    @Test func the_about_page_credits_the_edrdg() {
        let browser = GoldenGrid.browser()
        browser.handle(.follow(.about))
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)), golden: "the_about_page_credits_the_edrdg")
    }

    @Test func the_radical_picker_narrows_to_the_kanji_with_every_chosen_component() {
        let browser = GoldenGrid.browser()
        browser.openRadicalPicker()
        let picker = browser.topPicker!
        picker.toggle("氵")
        picker.toggle("口")
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)), golden: "the_radical_picker_narrows_to_the_kanji_with_every_chosen_component")
    }

    @Test func the_search_line_shows_the_query_and_the_match_count_as_you_type() {
        let browser = GoldenGrid.browser()
        browser.topList?.handle(.beginSearch)
        for character in "mizu" { browser.handle(.prompt(.insert(String(character)))) }
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 12, columns: 80)), golden: "the_search_line_shows_the_query_and_the_match_count_as_you_type")
    }

    /// Issue 22: `/nihon` on the Kanji tab said "No kanji here"; now the search line says where the words are.
    @Test func a_kanji_search_that_reads_as_a_word_says_where_the_words_are() {
        let browser = GoldenGrid.browser()
        browser.topList?.handle(.beginSearch)
        for character in "nihon" { browser.handle(.prompt(.insert(String(character)))) }
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 12, columns: 100)),
                          golden: "a_kanji_search_that_reads_as_a_word_says_where_the_words_are")
    }

    @Test func the_filter_form_counts_matches_and_the_list_header_names_the_filter() {
        let browser = GoldenGrid.browser()
        browser.topList?.handle(.filter)
        browser.handle(.cursor(.select))
        browser.handle(.cursor(.down))
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)), golden: "the_filter_form_counts_matches_and_the_list_header_names_the_filter")
        browser.handle(.back)
        browser.topList?.handle(.cycleSort)
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 10, columns: 80)), golden: "the_filter_form_counts_matches_and_the_list_header_names_the_filter_2")
    }

    @Test func the_cursor_row_is_drawn_in_the_selection_style() {
        let browser = GoldenGrid.browser()
        browser.handle(.cursor(.down))
        let frame = GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80))
        let cursorRow = frame.clickTargets.first { $0.item == .init("items", 1) }!.row
        #expect(frame.grid[cursorRow, 0].style == .selection)
        #expect(frame.grid[cursorRow, 79].style == .selection)
        #expect(frame.grid[cursorRow + 1, 0].style != .selection)
    }
}

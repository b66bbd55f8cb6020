import TestSupport
import KanjiKit
import Browser
import Testing
@testable import TerminalUI

/// Golden grids of the Words tab and the word detail.
@Suite struct WordScreenTests {
    /// 食べる: two written forms (one tagged), senses with parts of speech, the kanji 食.
    private func detailOfTaberu() -> KanjiBrowser {
        let browser = GoldenGrid.browser()
        browser.searchWords("taberu")
        browser.handle(.prompt(.accept))
        return browser
    }

    @Test func the_word_detail_of_taberu_at_80_by_24() {
        GoldenGrid.expect(GoldenGrid.render(detailOfTaberu(), size: TerminalSize(rows: 24, columns: 80)),
                          golden: "the_word_detail_of_taberu_at_80_by_24")
    }

    @Test func the_word_detail_of_taberu_at_120_by_40() {
        GoldenGrid.expect(GoldenGrid.render(detailOfTaberu(), size: TerminalSize(rows: 40, columns: 120)),
                          golden: "the_word_detail_of_taberu_at_120_by_40")
    }

    @Test func the_word_detail_wraps_and_scrolls_to_its_last_line() throws {
        let browser = detailOfTaberu()
        let size = TerminalSize(rows: 12, columns: 40)
        _ = GoldenGrid.render(browser, size: size)
        let detail = try #require(browser.topWordDetail)
        #expect(detail.scroll.count > 9, "the page is longer than the rows it has")
        browser.handle(.cursor(.end))
        let lines = GoldenGrid.lines(GoldenGrid.render(browser, size: size))
        let lastWords = String(try #require(detail.lines.last).text.suffix(6))
        #expect(lines.contains { $0.contains(lastWords) }, "the page's last line (…\(lastWords)) is reached: \(lines)")
        #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    }

    @Test func the_word_search_shows_results_as_you_type() {
        let browser = GoldenGrid.browser()
        browser.searchWords("nihon")
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)),
                          golden: "the_word_search_shows_results_as_you_type")
    }

    @Test func an_empty_words_tab_says_how_to_search() {
        let browser = GoldenGrid.browser()
        browser.handle(.selectTab(AppTab.words.rawValue))
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)),
                          golden: "an_empty_words_tab_says_how_to_search")
    }
}

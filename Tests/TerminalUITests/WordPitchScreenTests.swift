import TestSupport
import KanjiKit
import Browser
import Testing
@testable import TerminalUI

/// The word detail draws each reading's pitch accent on it (issue 36 §1): 箸 は＼し and 橋 はし＼, the minimal pair
/// that only the accent tells apart, as golden grids whose ￣ sits over the kana it marks.
@Suite struct WordPitchScreenTests {
    private func detail(of word: String) throws -> KanjiBrowser {
        let browser = GoldenGrid.browser()
        browser.searchWords(word)
        browser.handle(.prompt(.accept))
        #expect(browser.topWordDetail?.entry.headword == word)
        return browser
    }

    @Test func the_word_detail_of_chopsticks_draws_its_fall_after_the_first_mora() throws {
        let frame = GoldenGrid.render(try detail(of: "箸"), size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "the_word_detail_of_chopsticks_with_its_pitch")
        let lines = GoldenGrid.lines(frame)
        let reading = try #require(lines.firstIndex { $0.hasSuffix("は＼し") })
        #expect(lines[reading - 1].hasSuffix("Pitch    ￣　＿"), "￣ over は, a blank over ＼, ＿ over し: \(lines)")
    }

    @Test func the_word_detail_of_bridge_draws_its_fall_after_the_last_mora() throws {
        let frame = GoldenGrid.render(try detail(of: "橋"), size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "the_word_detail_of_bridge_with_its_pitch")
        let lines = GoldenGrid.lines(frame)
        let reading = try #require(lines.firstIndex { $0.hasSuffix("はし＼") })
        #expect(lines[reading - 1].hasSuffix("Pitch    ＿￣　"), "＿ over は, ￣ over し, a blank over ＼: \(lines)")
    }
}

import KanjiKit
import Browser
import Testing
@testable import TerminalUI

/// Issue 13: the list's columns share the width by what the rows hold, and the detail's facts wrap.
@Suite struct WidthSharingGoldenTests {
    /// Readings the fixed 12- and 14-cell columns cut are whole at 200 columns.
    @Test func the_all_kanji_list_at_200_by_30_gives_the_readings_room() {
        let frame = GoldenGrid.render(GoldenGrid.browser(), size: TerminalSize(rows: 30, columns: 200))
        GoldenGrid.expect(frame, golden: "the_all_kanji_list_at_200_by_30")
        let lines = GoldenGrid.lines(frame)
        #expect(lines.contains { $0.contains("ジュウ、ジッ、ジュッ") })
        #expect(lines.contains { $0.contains("あ.う、あ.わせる、あつ.まる") })
        #expect(lines.contains { $0.contains("わ.ける、わ.け、わ.かれる、わ.かる、わ.かつ") })
    }

    /// Issue 10's pin: 生's kun line shows なま at 80 columns, on a continuation line.
    @Test func the_detail_of_life_at_80_by_24_wraps_its_long_readings() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "生")
        let frame = GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "the_detail_of_life_at_80_by_24")
        #expect(GoldenGrid.lines(frame).contains { $0.contains("なま") })
    }

    @Test func a_short_detail_keeps_strokes_grade_and_jlpt_before_the_nanori() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        let lines = GoldenGrid.lines(GoldenGrid.render(browser, size: TerminalSize(rows: 14, columns: 60)))
        #expect(lines.contains { $0.hasPrefix("  JLPT ") })
        #expect(!lines.contains { $0.hasPrefix("  Nanori ") })
    }
}

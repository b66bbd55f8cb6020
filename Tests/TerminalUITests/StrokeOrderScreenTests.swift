import TestSupport
import Browser
import Testing
@testable import TerminalUI

/// The stroke-order screen in the terminal: its golden frame, its keys, its strip of frames, and the detail's
/// drawing beside the facts.
@Suite struct StrokeOrderScreenTests {
    /// The header line (breadcrumb and status) of a frame, wherever the chrome puts it.
    private func header(_ browser: KanjiBrowser, size: TerminalSize = TerminalSize(rows: 24, columns: 80)) -> String {
        GoldenGrid.lines(GoldenGrid.render(browser, size: size)).first { $0.hasPrefix(" Kanji ›") } ?? ""
    }

    /// 日's detail, then `o`, as the keys do it.
    private func sunsStrokeOrder() -> (TerminalApp, KanjiBrowser) {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        browser.open(kanji: "日")
        app.handle(.character("o"))
        return (app, browser)
    }

    @Test func the_stroke_order_of_sun_at_80_by_24_after_two_strokes() {
        let (app, browser) = sunsStrokeOrder()
        app.handle(.right)
        app.handle(.character(" "))
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)),
                          golden: "the_stroke_order_of_sun_at_80_by_24_after_two_strokes")
    }

    @Test func right_space_left_home_end_and_p_drive_the_strokes_and_the_header_says_where() {
        let (app, browser) = sunsStrokeOrder()
        func header() -> String { self.header(browser) }
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .strokeOrder("日")]))
        #expect(header().hasSuffix("stroke 0/4"))
        for stroke in 1...4 {
            app.handle(.right)
            #expect(header().hasSuffix("stroke \(stroke)/4"))
        }
        app.handle(.left)
        #expect(header().hasSuffix("stroke 3/4"))
        app.handle(.home)
        #expect(header().hasSuffix("stroke 0/4"))
        app.handle(.end)
        #expect(header().hasSuffix("stroke 4/4"))
        app.handle(.character("p"))
        #expect(header().hasSuffix("stroke 0/4 · playing"))
        app.handle(.character("p"))
        #expect(header().hasSuffix("stroke 0/4"))
        app.handle(.escape)
        #expect(browser.topDetail != nil, "Back still leaves the screen")
    }

    @Test func the_current_stroke_stands_out_and_the_strokes_to_come_are_muted() {
        let (app, _) = sunsStrokeOrder()
        let size = TerminalSize(rows: 24, columns: 80)
        /// The styles of the main drawing's inked cells (the strip, right of it, left out).
        func inkStyles() -> Set<Style> {
            let frame = app.render(size: size)
            let stripColumn = frame.clickTargets.filter { $0.item.region == "frames" }.map(\.columns.lowerBound).min() ?? frame.grid.width
            let grid = frame.grid
            return Set((0..<grid.height).flatMap { row in (0..<stripColumn).map { grid[row, $0] } }
                .filter { $0.text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } == true }.map(\.style))
        }
        app.handle(.right)
        #expect(inkStyles() == [CellGrid.currentStrokeStyle, CellGrid.backgroundStrokeStyle], "stroke 1, and the three to come")
        app.handle(.right)
        #expect(inkStyles() == [.plain, CellGrid.currentStrokeStyle, CellGrid.backgroundStrokeStyle], "stroke 1 is plain ink now")
        app.handle(.end)
        #expect(inkStyles() == [.plain, CellGrid.currentStrokeStyle], "nothing left to come")
    }

    @Test func the_drawing_is_at_least_24_by_12_and_square_and_a_wide_terminal_adds_the_strip() {
        let narrow = StrokeOrderRenderer.Layout(width: 80, height: 24, top: 1, strokeCount: 4)
        #expect(narrow.pictureSize.columns >= 24 && narrow.pictureSize.rows >= 12)
        #expect(narrow.pictureSize.columns == 2 * narrow.pictureSize.rows)
        #expect(narrow.framesPerPage >= 4, "日's four frames fit beside it at 80 columns")
        let wide = StrokeOrderRenderer.Layout(width: 120, height: 40, top: 1, strokeCount: 4)
        #expect(wide.pictureSize.rows == 40 - 1 - wide.pictureRow)
        let cramped = StrokeOrderRenderer.Layout(width: 40, height: 24, top: 1, strokeCount: 4)
        #expect(cramped.frame == nil, "no strip where the drawing takes the width")
    }

    @Test func a_click_on_a_frame_of_the_strip_shows_the_kanji_up_to_that_stroke() throws {
        let (app, browser) = sunsStrokeOrder()
        let size = TerminalSize(rows: 24, columns: 80)
        let third = try #require(app.render(size: size).clickTargets.first { $0.item == .init("frames", 2) })
        app.click(row: third.row, column: third.columns.lowerBound)
        #expect(header(browser).hasSuffix("stroke 3/4"))
    }

    @Test func the_detail_shows_the_drawing_beside_the_facts_from_110_columns() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        func brailleRows(columns: Int) -> Int {
            GoldenGrid.lines(GoldenGrid.render(browser, size: TerminalSize(rows: 40, columns: columns)))
                .filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }.count
        }
        #expect(brailleRows(columns: 109) == 0)
        #expect(brailleRows(columns: 110) >= 12, "at least 24×12, as on the stroke-order screen")
    }

    @Test func o_on_a_kanji_kanjivg_lacks_puts_one_line_in_the_header() throws {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        let strokes = browser.application.services.strokes
        let lacking = try #require(try browser.application.services.store.allKanji().first { strokes.lookUp($0) == .missing })
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail(lacking.character)]))
        app.handle(.character("o"))
        #expect(browser.topDetail != nil)
        #expect(header(browser).hasSuffix("KanjiVG has no stroke order for \(lacking.character)"))
    }

    // MARK: The tick

    @Test func the_tick_waits_one_interval_from_when_it_was_scheduled_and_keys_do_not_move_it() throws {
        var ticks = TickSchedule()
        let still = ticks.timeout(interval: nil)
        let dueWhileStill = ticks.takeDue()
        #expect(still == nil && !dueWhileStill)
        let scheduled = ticks.timeout(interval: .milliseconds(30))
        let first = try #require(scheduled)
        #expect(first > .zero && first <= .milliseconds(30))
        let dueAtOnce = ticks.takeDue()
        #expect(!dueAtOnce, "not yet")
        let rescheduled = ticks.timeout(interval: .milliseconds(30))
        let again = try #require(rescheduled)
        #expect(again <= first, "a key meanwhile does not postpone the tick")
        let waited = ContinuousClock.now
        while ContinuousClock.now - waited < .milliseconds(35) {}
        let due = ticks.takeDue()
        let dueTwice = ticks.takeDue()
        #expect(due && !dueTwice, "due once the interval has passed, and taken once")
        let stopped = ticks.timeout(interval: nil)
        #expect(stopped == nil, "a screen that stops ticking asks for no timeout")
    }
}

import KanjiScreens
import Testing
@testable import TerminalUI

/// The terminal app's own logic, without a terminal: mouse rows become items through the last frame.
@Suite struct TerminalAppTests {
    @Test func a_click_moves_the_cursor_and_a_second_click_opens() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        let frame = app.render(size: TerminalSize(rows: 24, columns: 80))
        let rowOfBook = frame.itemRows.first { $0.value == 9 }!.key
        app.perform(.click(row: rowOfBook))
        #expect((browser.stack.top as? KanjiListViewModel)?.selectedKanji?.character == "本")
        _ = app.render(size: TerminalSize(rows: 24, columns: 80))
        app.perform(.click(row: rowOfBook))
        #expect(browser.breadcrumb == ["Kanji", "本"])
    }

    @Test func a_click_outside_the_items_does_nothing() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        _ = app.render(size: TerminalSize(rows: 24, columns: 80))
        app.perform(.click(row: 0))
        app.perform(.click(row: 23))
        #expect(browser.breadcrumb == ["Kanji"])
        #expect((browser.stack.top as? KanjiListViewModel)?.cursor.index == 0)
    }

    @Test func overlays_toggle_and_close() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.perform(.toggle(.help))
        #expect(GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80))).contains { $0.contains("back one screen") })
        app.perform(.closeOverlay)
        #expect(!GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80))).contains { $0.contains("back one screen") })
    }

    @Test func every_help_line_can_be_scrolled_to_at_the_smallest_size() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        let size = TerminalSize(rows: 10, columns: 40)
        app.perform(.toggle(.help))
        #expect(!GoldenGrid.lines(app.render(size: size)).contains { $0.contains("wheel scrolls") })
        for _ in 0..<100 { app.perform(.scrollOverlay(lines: 1)); _ = app.render(size: size) }
        #expect(GoldenGrid.lines(app.render(size: size)).contains { $0.contains("wheel scrolls") })
        app.perform(.scrollOverlay(lines: -1))
        #expect(GoldenGrid.lines(app.render(size: size)).contains { $0.contains("C-z") })
    }
}

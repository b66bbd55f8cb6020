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
}

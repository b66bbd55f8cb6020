import KanjiScreens
import Testing
@testable import TerminalUI

/// The terminal app's own logic, without a terminal: mouse clicks become items through the last frame.
@Suite struct TerminalAppTests {
    @Test func a_click_moves_the_cursor_and_a_second_click_opens() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        let frame = app.render(size: TerminalSize(rows: 24, columns: 80))
        let rowOfBook = frame.clickTargets.first { $0.command == .click(index: 9) }!.row
        app.perform(.click(row: rowOfBook, column: 10))
        #expect((browser.stack.top as? KanjiListViewModel)?.selectedKanji?.character == "本")
        _ = app.render(size: TerminalSize(rows: 24, columns: 80))
        app.perform(.click(row: rowOfBook, column: 10))
        #expect(browser.breadcrumb == ["Kanji", "本"])
    }

    @Test func a_click_outside_the_items_does_nothing() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        _ = app.render(size: TerminalSize(rows: 24, columns: 80))
        app.perform(.click(row: 0, column: 10))
        app.perform(.click(row: 23, column: 10))
        #expect(browser.breadcrumb == ["Kanji"])
        #expect((browser.stack.top as? KanjiListViewModel)?.cursor.index == 0)
    }

    @Test func in_the_radical_picker_a_click_chooses_a_component_then_a_match() throws {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        browser.handle(.radicalPicker)
        let picker = try #require(browser.stack.top as? RadicalPickerViewModel)
        let water = try #require(picker.components.firstIndex { $0.character == "氵" })
        let size = TerminalSize(rows: 24, columns: 80)

        func click(_ command: ScreenCommand) throws {
            let target = try #require(app.render(size: size).clickTargets.first { $0.command == command })
            app.perform(.click(row: target.row, column: target.columns.upperBound - 1))
        }
        try click(.clickPicker(pane: .components, index: water))
        #expect(picker.selected == ["氵"])
        #expect(picker.matches.count == 575)

        // The first click on a match, from the components, takes the keys there without opening it.
        try click(.clickPicker(pane: .matches, index: 2))
        #expect(picker.pane == .matches)
        #expect(picker.matchCursor.index == 2)
        #expect(browser.stack.top === picker)
        try click(.clickPicker(pane: .matches, index: 2))
        #expect(browser.breadcrumb == ["Kanji", picker.matches[2].character])
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

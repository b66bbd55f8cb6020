import TestSupport
import Browser
import Testing
@testable import TerminalUI

/// The terminal app's own logic, without a terminal: mouse clicks become items through the last frame.
@Suite struct TerminalAppTests {
    @Test func a_click_moves_the_cursor_and_a_second_click_opens() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        let frame = app.render(size: TerminalSize(rows: 24, columns: 80))
        let rowOfBook = frame.clickTargets.first { $0.item == .init("items", 9) }!.row
        app.click(row: rowOfBook, column: 10)
        #expect(browser.topList?.selectedKanji?.character == "本")
        _ = app.render(size: TerminalSize(rows: 24, columns: 80))
        app.click(row: rowOfBook, column: 10)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("本")]))
    }

    @Test func a_click_outside_the_items_does_nothing() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        _ = app.render(size: TerminalSize(rows: 24, columns: 80))
        app.click(row: 0, column: 10)
        app.click(row: 23, column: 10)
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        #expect(browser.topList?.cursor.index == 0)
    }

    @Test func in_the_radical_picker_a_click_chooses_a_component_then_a_match() throws {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        browser.openRadicalPicker()
        let picker = try #require(browser.topPicker)
        let water = try #require(picker.components.firstIndex { $0.character == "氵" })
        let size = TerminalSize(rows: 24, columns: 80)

        func click(_ item: ClickTarget.Item) throws {
            let target = try #require(app.render(size: size).clickTargets.first { $0.item == item })
            app.click(row: target.row, column: target.columns.upperBound - 1)
        }
        try click(.init("components", water))
        #expect(picker.selected == ["氵"])
        #expect(picker.matches.count == 575)

        // The first click on a match, from the components, takes the keys there without opening it.
        try click(.init("matches", 2))
        #expect(picker.pane == .matches)
        #expect(picker.matchCursor.index == 2)
        #expect(browser.stack.top.screen === picker)
        try click(.init("matches", 2))
        #expect(browser.location == AppLink(tab: .radicals, routes: [.kanjiDetail(picker.matches[2].character)]))
    }

    @Test func overlays_toggle_and_close() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.character("?"))
        #expect(GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80))).contains { $0.contains("search as you type") })
        app.handle(.character("x"))
        #expect(!GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80))).contains { $0.contains("search as you type") })
    }

    @Test func every_help_line_can_be_scrolled_to_at_the_smallest_size() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        let size = TerminalSize(rows: 10, columns: 40)
        app.handle(.character("?"))
        #expect(!GoldenGrid.lines(app.render(size: size)).contains { $0.contains("wheel scrolls") })
        for _ in 0..<100 { app.handle(.character("j")); _ = app.render(size: size) }
        #expect(GoldenGrid.lines(app.render(size: size)).contains { $0.contains("wheel scrolls") })
        var upPresses = 0
        while !GoldenGrid.lines(app.render(size: size)).contains(where: { $0.contains("C-z") }) && upPresses < 20 {
            app.handle(.character("k"))
            upPresses += 1
        }
        #expect(GoldenGrid.lines(app.render(size: size)).contains { $0.contains("C-z") }, "C-z is a few lines above the end")
    }
}

/// Issue 22: the Words tab's search line opens by itself, and `1`, `q`, `?` and Ctrl-C were typed into it.
@Suite struct UnaskedPromptTests {
    private func appOnTheWordsTab() throws -> (TerminalApp, KanjiBrowser) {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        app.handle(.character("2"))
        try #require(browser.topWordSearch?.prompt != nil, "the line is open by itself")
        return (app, browser)
    }

    @Test func a_digit_beside_the_empty_line_that_opened_by_itself_switches_tabs() throws {
        let (app, browser) = try appOnTheWordsTab()
        app.handle(.character("1"))
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        app.handle(.character("2"))
        #expect(browser.topWordSearch?.query == "", "nothing was typed into the line")
    }

    @Test func q_and_ctrl_c_quit_from_the_empty_line_that_opened_by_itself() throws {
        let (app, browser) = try appOnTheWordsTab()
        app.handle(.character("q"))
        #expect(!browser.isRunning)
        let (other, otherBrowser) = try appOnTheWordsTab()
        other.handle(.control("c"))
        #expect(!otherBrowser.isRunning)
    }

    @Test func slash_takes_the_line_and_then_every_key_is_text() throws {
        let (app, browser) = try appOnTheWordsTab()
        app.handle(.character("/"))
        for key in ["1", "q", "?"] { app.handle(.character(Character(key))) }
        #expect(browser.topWordSearch?.query == "1q?")
        #expect(browser.isRunning)
    }

    @Test func once_something_is_typed_a_digit_is_text() throws {
        let (app, browser) = try appOnTheWordsTab()
        for key in ["n", "i", "1"] { app.handle(.character(Character(key))) }
        #expect(browser.topWordSearch?.query == "ni1")
    }
}

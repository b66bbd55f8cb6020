import Browser
import KanjiKit
import Testing
@testable import TerminalUI

/// Issue 50: `kanji-tui popup`'s frame and keys. No tab bar, every row the text's and the pane's, down to 24×6;
/// Esc closes the popup at once from its text and goes back from a page opened from it; a tab's key says there are
/// no tabs; the help lists the popup's keys.
@MainActor
@Suite struct PopupScreenTests {
    /// The browser on a reader of `text`, as `kanji-tui popup` opens it, and its popup app.
    private func popup(_ text: String) throws -> (browser: KanjiBrowser, app: TerminalApp) {
        let browser = GoldenGrid.browser()
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw PopupTestFailure(breadcrumb: browser.breadcrumb) }
        list.paste(text)
        guard case .reader = browser.stack.top else { throw PopupTestFailure(breadcrumb: browser.breadcrumb) }
        return (browser, TerminalApp(browser: browser, chrome: .popup))
    }

    struct PopupTestFailure: Error { let breadcrumb: [String] }

    @Test func the_popup_has_no_tab_bar_and_names_esc_first() throws {
        let (_, app) = try popup("猫が好きです。")
        let lines = app.render(size: TerminalSize(rows: 8, columns: 70)).grid.lines
        #expect(lines[0].contains("Read › "), "the header is the first row: \(lines)")
        #expect(!lines.contains { $0.contains("1 Kanji") })
        #expect(lines[1].contains("猫が好きです。"))
        #expect(lines.contains { $0.contains("猫  ねこ") })
        #expect(lines[7].hasPrefix(" Esc close"), "\(lines[7])")
    }

    @Test func the_smallest_popup_shows_the_word_and_its_first_sense_and_smaller_says_so() throws {
        let (_, app) = try popup("猫が好きです。")
        let smallest = app.render(size: BrowserRenderer.minimumPopupSize).grid.lines
        #expect(smallest.contains { $0.contains("猫  ねこ") }, "\(smallest)")
        #expect(smallest.contains { $0.contains("1. cat") }, "\(smallest)")
        let smaller = app.render(size: TerminalSize(rows: 5, columns: 24)).grid.lines
        #expect(smaller.contains { $0.contains("Terminal too small") })
        #expect(smaller.contains { $0.contains("needs 24×6") })
        let full = TerminalApp(browser: GoldenGrid.browser()).render(size: TerminalSize(rows: 8, columns: 40)).grid.lines
        #expect(full.contains { $0.contains("needs 40×10") }, "the browser's own minimum is unchanged")
    }

    @Test func esc_goes_back_from_a_page_opened_in_the_popup_and_closes_it_from_its_text() throws {
        let (browser, app) = try popup("猫が好きです。")
        app.handle(.enter)
        #expect(browser.breadcrumb.last == "猫 (word)")
        app.handle(.escape)
        guard case .reader = browser.stack.top else { throw PopupTestFailure(breadcrumb: browser.breadcrumb) }
        #expect(browser.isRunning)
        app.handle(.escape)
        #expect(!browser.isRunning, "Esc on the popup's text closes it, not to the Read list it never showed")
    }

    @Test func h_goes_back_to_the_text_and_q_closes_from_anywhere() throws {
        let (browser, app) = try popup("猫が好きです。")
        app.handle(.enter)
        app.handle(.character("H"))
        guard case .reader = browser.stack.top else { throw PopupTestFailure(breadcrumb: browser.breadcrumb) }
        app.handle(.enter)
        app.handle(.character("q"))
        #expect(!browser.isRunning)
    }

    @Test func a_tabs_key_says_the_popup_has_none_and_the_help_lists_the_popups_keys() throws {
        let (browser, app) = try popup("猫が好きです。")
        app.handle(.character("2"))
        #expect(browser.location.tab == .read)
        #expect(app.notice == "the popup has no tabs: kanji-tui read opens the full reader")
        app.handle(.character("?"))
        #expect(app.overlay == .help)
        let screen = PresentedScreen(browser.stack.top)
        #expect(KeyHelp.overlayLines(for: screen, chrome: .popup).contains("# Popup"))
        #expect(!KeyHelp.overlayLines(for: screen).contains("# Popup"), "the browser's help has no popup keys")
    }
}

import TestSupport
import Browser
import Testing
@testable import TerminalUI

/// The components screen in the terminal: `c` on a detail opens it, its golden frame, Enter and a click.
@Suite struct ComponentsScreenTests {
    /// 語's detail, then `c`, as the keys do it.
    private func componentsOfWord() -> (TerminalApp, KanjiBrowser) {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        browser.open(kanji: "語")
        app.handle(.character("c"))
        return (app, browser)
    }

    @Test func the_components_of_word_at_80_by_24() {
        let (app, browser) = componentsOfWord()
        app.handle(.character("j"))
        GoldenGrid.expect(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)), golden: "the_components_of_word_at_80_by_24")
    }

    @Test func enter_lists_the_kanji_with_the_component_and_a_second_click_does_too() throws {
        let (app, browser) = componentsOfWord()
        app.handle(.down)
        app.handle(.enter)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("語"), .components(of: "語"), .kanjiContaining(component: "言")]))
        app.handle(.escape)
        let frame = GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80))
        let fifth = try #require(frame.clickTargets.first { $0.row == 6 }, "a row per component, from the third row down")
        fifth.perform()
        fifth.perform()
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("語"), .components(of: "語"), .kanjiContaining(component: "五")]))
    }

    @Test func the_footer_and_the_help_name_the_key() {
        let (app, browser) = componentsOfWord()
        app.handle(.escape)
        let detail = GoldenGrid.lines(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 100)))
        #expect(detail.last?.contains("c parts") == true, "the detail's footer offers c")
        #expect(KeyHelp.allSections.contains { $0.name == ComponentListBindings.name && !$0.rows.isEmpty })
    }
}

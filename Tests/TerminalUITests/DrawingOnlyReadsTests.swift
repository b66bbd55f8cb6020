import Browser
import Testing
@testable import TerminalUI

/// Drawing a frame only reads: the terminal's size reaches a view model through `BrowserRenderer.fit`, before the
/// frame, never from inside `render`. So a frame drawn at another size in between (a golden test, a second look)
/// changes nothing the next key does, and the same state draws the same frame.
@Suite struct DrawingOnlyReadsTests {
    private static let small = TerminalSize(rows: 24, columns: 80)
    private static let tall = TerminalSize(rows: 50, columns: 80)

    /// The frame after `key`, the screen fitted at `small` — with or without a frame drawn at `tall` before the key.
    private static func frame(after key: CursorCommand, drawingTallFirst: Bool, setUp: (KanjiBrowser) -> Void) -> [String] {
        let browser = GoldenGrid.browser()
        setUp(browser)
        _ = BrowserRenderer.render(browser, layout: BrowserRenderer.fit(browser, size: small))
        if drawingTallFirst { _ = BrowserRenderer.render(browser, size: tall) }
        browser.handle(.cursor(key))
        return GoldenGrid.lines(BrowserRenderer.render(browser, layout: BrowserRenderer.fit(browser, size: small)))
    }

    @Test(arguments: ["the kanji list", "a kanji's detail", "the History tab", "the Words tab"])
    func a_frame_drawn_at_another_size_changes_nothing_the_next_page_down_does(_ screen: String) {
        let setUp: (KanjiBrowser) -> Void = { browser in
            switch screen {
            case "a kanji's detail": browser.open(kanji: "日")
            case "the History tab": browser.handle(.selectTab(AppTab.history.rawValue))
            case "the Words tab": browser.handle(.selectTab(AppTab.words.rawValue))
            default: break
            }
        }
        #expect(Self.frame(after: .pageDown, drawingTallFirst: true, setUp: setUp)
                == Self.frame(after: .pageDown, drawingTallFirst: false, setUp: setUp))
    }

    @Test func the_same_state_draws_the_same_frame_twice() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        let first = GoldenGrid.lines(BrowserRenderer.render(browser, layout: BrowserRenderer.fit(browser, size: Self.small)))
        #expect(GoldenGrid.lines(BrowserRenderer.render(browser, size: Self.small)) == first)
    }
}

import Browser
import Testing
@testable import TerminalUI

/// Issue 46, one frame per key: a frame lays its screen out once (the layout that gives the view model its room is
/// the one it is drawn with), and the binding chain is built when the screen changes, not on every key.
@Suite struct OneFramePerKeyTests {
    private static let size = TerminalSize(rows: 24, columns: 80)

    /// The kanji list's renderer, counting its layouts.
    private enum CountingKanjiListRenderer: ScreenRenderer {
        static var layouts = 0

        static func layout(of list: KanjiListViewModel, size: TerminalSize) -> Int {
            layouts += 1
            return KanjiListRenderer.layout(of: list, size: size)
        }

        static func resize(_ list: KanjiListViewModel, to rows: Int) {
            KanjiListRenderer.resize(list, to: rows)
        }

        static func draw(_ list: KanjiListViewModel, layout: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
            KanjiListRenderer.draw(list, layout: layout, into: &grid, top: top)
        }

        static func status(of list: KanjiListViewModel) -> String {
            KanjiListRenderer.status(of: list)
        }
    }

    /// An app whose kanji lists are drawn by ``CountingKanjiListRenderer``.
    private static func countingApp() -> TerminalApp {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.present = { screen in
            guard case .kanjiList(let list) = screen else { return PresentedScreen(screen) }
            return PresentedScreen(CountingKanjiListRenderer.self, KanjiListBindings.name, KanjiListBindings.all, list)
        }
        return app
    }

    @Test func each_frame_lays_its_screen_out_once() {
        let app = Self.countingApp()
        let before = CountingKanjiListRenderer.layouts
        let first = app.render(size: Self.size)
        #expect(CountingKanjiListRenderer.layouts - before == 1, "the first frame")
        for _ in 0..<first.grid.height {  // past the window's last row: the window scrolls
            app.handle(.down)
            _ = app.render(size: Self.size)
        }
        #expect(CountingKanjiListRenderer.layouts - before == 1 + first.grid.height, "one layout for each key's frame")
    }

    @Test func the_frame_drawn_with_the_one_layout_is_the_frame_of_a_fresh_layout() {
        let app = Self.countingApp()
        _ = app.render(size: Self.size)
        for _ in 0..<30 { app.handle(.down) }
        let drawn = GoldenGrid.lines(app.render(size: Self.size))
        #expect(drawn == GoldenGrid.lines(BrowserRenderer.render(app.browser, size: Self.size)),
                "the layout made before the view model was given its room draws what a layout after it draws")
    }

    @Test func keys_that_leave_the_screen_as_it_was_build_no_binding_chain() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.down)
        #expect(app.bindingChainBuilds == 1, "the first key builds the chain")
        for key in [Key.down, .down, .up, .pageDown, .character("y"), .character("t"), .character("t")] {
            app.handle(key)
        }
        #expect(app.bindingChainBuilds == 1, "moving, copying and the coordinator tree keep the screen on top")
    }

    @Test func another_screen_the_help_or_a_prompt_builds_the_chain_anew() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.down)
        var builds = app.bindingChainBuilds
        /// Handles `key`, then expects the next key to have built a new chain (`rebuilds`) or not.
        func expect(_ key: Key, rebuilds: Bool, _ comment: Comment) {
            app.handle(key)
            _ = app.bindingChain()
            #expect(app.bindingChainBuilds == builds + (rebuilds ? 1 : 0), comment)
            builds = app.bindingChainBuilds
        }
        expect(.enter, rebuilds: true, "a kanji's detail on top")
        expect(.down, rebuilds: false, "a move in the detail")
        expect(.character("h"), rebuilds: true, "back to the list")
        expect(.character("3"), rebuilds: true, "another tab")
        expect(.character("1"), rebuilds: true, "the first tab again")
        expect(.character("?"), rebuilds: true, "the help opened")
        expect(.character("j"), rebuilds: false, "the help scrolled")
        expect(.escape, rebuilds: true, "the help closed")
        expect(.character("/"), rebuilds: true, "the search prompt opened")
        expect(.character("a"), rebuilds: false, "typed into the prompt")
        expect(.escape, rebuilds: true, "the prompt closed")
    }
}

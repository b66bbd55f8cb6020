import Coordination
import Browser
import TestSupport
import Testing
@testable import TerminalUI

/// The random walk through the terminal app's own keys, so the overlays (help with `?` and F1, the coordinator
/// tree) and every binding take part: after each key, the live coordinators are exactly the owners of the screens
/// on every tab's stack plus the application coordinator.
@Suite struct RandomKeysTests {
    /// Keys a person presses, with the overlays' among them; digits switch tabs.
    private static let keys: [Key] = [
        .down, .down, .up, .enter, .enter, .backspace, .backspace, .escape, .pageDown, .home, .end,
        .character("?"), .function(1), .character("t"), .character("j"), .character("k"),
        .character("/"), .character("a"), .character("n"), .character("N"), .character("s"), .character("f"),
        .character(" "), .character("3"), .character("5"), .character("1"), .character("H"), .character("i"),
        .character("o"), .character("d"), .character("D"), .character("y"), .character("r"), .tab, .left, .right,
        .control("d"), .control("u"), .control("w"), .resize,
    ]

    @Test func every_key_keeps_the_live_coordinators_equal_to_the_screen_owners() {
        let counter = LiveCoordinatorCounter()
        counter.counting {
            let browser = GoldenGrid.browser()
            let app = TerminalApp(browser: browser)
            var generator = SplitMix64(seed: 0x6B65_7973)
            var helpShown = 0
            for step in 1...3_000 {
                app.handle(Self.keys.randomElement(using: &generator)!)
                if app.overlay == .help { helpShown += 1 }
                _ = app.render(size: TerminalSize(rows: 24, columns: 80))
                let screens = browser.application.tabs.compactMap(\.stack).flatMap(\.screens)
                let owners = Set(screens.compactMap { $0.screen.coordinator.map(ObjectIdentifier.init) })
                guard counter.count == owners.count + 1 else {
                    Issue.record("step \(step): \(counter.count) live coordinators for \(owners.count) owners on \(browser.breadcrumb)")
                    return
                }
            }
            #expect(helpShown > 10, "the walk should open the help")
        }
    }
}

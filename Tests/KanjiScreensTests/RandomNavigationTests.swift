import Coordination
import KanjiKit
import TestSupport
import Testing
@testable import KanjiScreens

/// 100,000 seeded random actions over the whole app (moving, opening, back, search, filter, sort, the picker,
/// About): after every one, the live coordinators are
/// exactly those owning a screen on the stack plus the application coordinator, and the tree reaches
/// every one of them.
@Suite struct RandomNavigationTests {
    @Test func the_live_coordinators_always_match_the_stack() throws {
        let counter = LiveCoordinatorCounter()
        var user = RandomUser(seed: 0x6B61_6E6A_6920_7475)
        var deepest = 0
        var pickerChoices = 0
        var previousTopWasPicker = false
        var previousDepth = 1
        try counter.counting {
            let browser = try KanjiBrowser(store: Dataset.smallStore())
            for step in 1...100_000 {
                user.act(on: browser)
                let owners = Set(browser.stack.screens.compactMap { $0.screen.coordinator.map(ObjectIdentifier.init) })
                guard counter.count == owners.count + 1, !browser.stack.screens.isEmpty else {
                    Issue.record("step \(step): \(counter.count) live coordinators for \(owners.count) owners on \(browser.breadcrumb)")
                    return
                }
                if step % 97 == 0 {
                    #expect(browser.inspect().coordinators.count == counter.count, "step \(step): the tree misses a live coordinator")
                }
                deepest = max(deepest, browser.stack.screens.count)
                // A kanji chosen in the picker replaces the picker; only About may sit over it.
                if browser.stack.screens.count >= 2, case .radicalPicker = browser.stack.screens[browser.stack.screens.count - 2],
                   browser.topDetail != nil {
                    Issue.record("step \(step): a picker stayed under a screen it opened")
                }
                // A choice pops the picker and pushes the chosen kanji's detail: same depth, new screen type.
                if previousTopWasPicker, browser.stack.screens.count == previousDepth, browser.topDetail != nil {
                    pickerChoices += 1
                }
                previousTopWasPicker = browser.topPicker != nil
                previousDepth = browser.stack.screens.count
            }
        }
        #expect(deepest >= 8, "the walk should go deep, not stay at the root")
        #expect(pickerChoices >= 10, "the walk should finish the picker by a choice, not only pop it")
        #expect(counter.count == 0)
    }
}

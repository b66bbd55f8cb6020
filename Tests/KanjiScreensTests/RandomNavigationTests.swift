import Coordination
import KanjiKit
import TestSupport
import Testing
@testable import KanjiScreens

/// 100,000 seeded random actions over the whole app (moving, opening, back, search, filter, sort, the picker,
/// About, tab switches, pops to a tab's root, the history): after every one, the live coordinators are exactly
/// those owning a screen on any tab's stack plus the application coordinator, and the tree reaches every one.
@Suite struct RandomNavigationTests {
    @Test func the_live_coordinators_always_match_the_stack() throws {
        let counter = LiveCoordinatorCounter()
        var user = RandomUser(seed: 0x6B61_6E6A_6920_7475)
        var deepest = 0
        var pickerChoices = 0
        var previousTopWasPicker = false
        var previousDepth = 1
        try counter.counting {
            let browser = try KanjiBrowser(store: Dataset.smallStore(), words: .success(Dataset.words))
            for step in 1...100_000 {
                user.act(on: browser)
                let everyScreen = browser.application.tabs.compactMap(\.stack).flatMap(\.screens)
                let owners = Set(everyScreen.compactMap { $0.screen.coordinator.map(ObjectIdentifier.init) })
                guard counter.count == owners.count + 1, !browser.stack.screens.isEmpty else {
                    Issue.record("step \(step): \(counter.count) live coordinators for \(owners.count) owners on \(browser.breadcrumb)")
                    return
                }
                if step % 97 == 0 {
                    #expect(browser.inspect().coordinators.count == counter.count, "step \(step): the tree misses a live coordinator")
                }
                deepest = max(deepest, browser.stack.screens.count)
                // A choice in the Radicals tab pushes the chosen kanji's detail over the picker.
                if previousTopWasPicker, browser.stack.screens.count == previousDepth + 1, browser.topDetail != nil {
                    pickerChoices += 1
                }
                previousTopWasPicker = browser.topPicker != nil
                previousDepth = browser.stack.screens.count
            }
        }
        #expect(deepest >= 8, "the walk should go deep, not stay at the root")
        #expect(pickerChoices >= 10, "the walk should open kanji from the picker")
        #expect(counter.count == 0)
    }
}

import Coordination
import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// 100,000 seeded random actions over the whole app (moving, opening, back, search, filter, sort, the picker,
/// About, tab switches, pops to a tab's root, the history, keeping items and reviewing them): after every one, the
/// live coordinators are exactly those owning a screen on any tab's stack plus the application coordinator, the
/// tree reaches every one, and no review flow outlives its screens.
@Suite struct RandomNavigationTests {
    @Test func the_live_coordinators_always_match_the_stack() throws {
        let counter = LiveCoordinatorCounter()
        var user = RandomUser(seed: 0x6B61_6E6A_6920_7475)
        var deepest = 0
        var pickerChoices = 0
        var previousTopWasPicker = false
        var previousDepth = 1
        var reviewsEnded = 0
        var grades = 0
        var writingReviewsSeen = 0
        var unknownWordListsSeen = 0
        try counter.counting {
            // A clock a minute on per reading, so graded cards fall due again and reviews keep coming.
            let clock = TestClock()
            let deck = InMemoryStudyDeck()
            // Kanji are kept as writing cards, words as recognition cards: the walk reviews both screens.
            deck.keptKind = .writing
            let browser = try KanjiBrowser.inMemory(store: Dataset.smallStore(), study: deck, words: .success(Dataset.words),
                                           scheduler: Scheduler(enableFuzzing: false),
                                           now: { clock.advance(bySeconds: 60); return clock.now })
            var reviewShown = false
            var review = Weak(nil)
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
                // A review ended (done, Back, a tab switch or popping the tab): no review flow is alive any more.
                let reviewScreen = everyScreen.first { screen in
                    if case .reviewCard = screen { return true }
                    if case .writingReview = screen { return true }
                    if case .reviewSummary = screen { return true }
                    return false
                }
                if case .writingReview = browser.stack.top { writingReviewsSeen += 1 }
                if case .unknownWords = browser.stack.top { unknownWordListsSeen += 1 }
                if let reviewScreen {
                    review = Weak(reviewScreen.screen.coordinator)
                } else if review.object != nil || reviewShown {
                    reviewsEnded += 1
                    #expect(review.object == nil, "step \(step): a review flow outlived its screens")
                    review = Weak(nil)
                }
                reviewShown = reviewScreen != nil
                grades = deck.log.count
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
        #expect(reviewsEnded >= 20, "the walk should start and leave reviews")
        #expect(grades >= 10, "the walk should grade cards")
        #expect(writingReviewsSeen >= 100, "the walk should write kanji in writing reviews")
        #expect(unknownWordListsSeen >= 20, "the walk should open a text's unknown words")
        #expect(counter.count == 0)
    }
}

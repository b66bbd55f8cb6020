import TestSupport
import FSRS
import KanjiKit
@testable import Browser

/// A clock the test moves by hand: no real time reaches a study test.
final class TestClock {
    var now = Timestamp(secondsSince1970: 1_800_000_000)

    func advance(bySeconds seconds: Int64) {
        now = now.advanced(bySeconds: seconds)
    }
}

/// A browser on the full dataset with an in-memory deck, the test's clock and a scheduler without fuzz, so due
/// times are exact.
@MainActor
struct StudyFixture {
    let deck: InMemoryStudyDeck
    let clock: TestClock
    let browser: KanjiBrowser

    /// - Parameter words: the word dictionary, for the Words tab (none by default).
    init(deck: InMemoryStudyDeck = InMemoryStudyDeck(), words: Result<WordDictionary, DatasetError>? = nil) throws {
        let clock = TestClock()
        self.deck = deck
        self.clock = clock
        browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), study: deck, words: words, scheduler: Scheduler(enableFuzzing: false),
                                   now: { clock.now })
    }

    /// Keeps each item, as `a` would, at the clock's time.
    func keep(_ items: LookupItem...) throws {
        for item in items { try deck.add(item, now: clock.now) }
    }

    /// The Study tab's list, shown.
    var studyList: StudyListViewModel? {
        browser.handle(.selectTab(AppTab.study.rawValue))
        guard case .studyList(let list) = browser.stack.screens[0] else { return nil }
        return list
    }

    var topCard: ReviewCardViewModel? {
        if case .reviewCard(let card) = browser.stack.top { card } else { nil }
    }

    var topSummary: ReviewSummaryViewModel? {
        if case .reviewSummary(let summary) = browser.stack.top { summary } else { nil }
    }
}

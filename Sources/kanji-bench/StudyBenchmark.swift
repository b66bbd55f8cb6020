import TestSupport
import FSRS
import KanjiKit
import Browser
import TerminalUI

// MARK: - StudyBenchmark

/// Issue 11's screen targets, on an in-memory deck of 5,000 kanji (the database read is benched with the database):
/// a grade → the next card's frame ready at 120×40 (≤ 1 ms median), and the Study tab's first opening → its frame
/// (≤ 20 ms median).
struct StudyBenchmark {
    let store: KanjiStore
    private let size = TerminalSize(rows: 40, columns: 120)
    private let cardCount = 5_000
    /// A fixed time: every card is due at it.
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    func run() throws -> [BenchmarkRow] {
        [try gradeToNextCard(), try openStudyTab()]
    }

    /// A deck holding the first `cardCount` kanji, all new and due now.
    private func deck() throws -> InMemoryStudyDeck {
        let deck = InMemoryStudyDeck()
        for kanji in try store.allKanji().prefix(cardCount) { try deck.add(.kanji(kanji.character), now: now) }
        return deck
    }

    private func browser(deck: InMemoryStudyDeck) throws -> KanjiBrowser {
        let now = now
        return try KanjiBrowser.inMemory(store: store, study: deck, scheduler: Scheduler(), now: { now })
    }

    /// `3` on a revealed card, and the next card's frame: each sample grades one of the 5,000 cards; Space (the
    /// answer, and its frame) comes before the timing.
    private func gradeToNextCard() throws -> BenchmarkRow {
        let deck = try deck()
        let browser = try browser(deck: deck)
        let app = TerminalApp(browser: browser)
        app.handle(.character("4"))
        app.handle(.character("R"))
        _ = app.render(size: size)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<301 {
            app.handle(.character(" "))
            _ = app.render(size: size)
            let elapsed = clock.measure {
                app.handle(.character("3"))
                _ = app.render(size: size)
            }
            samples.append(elapsed.nanoseconds)
        }
        guard deck.log.count == samples.count, browser.breadcrumb == ["Study", "Review"] else {
            throw BenchmarkFailure(description: "the review did not grade every card it was given: \(deck.log.count) grades, \(browser.breadcrumb)")
        }
        let median = samples.sorted()[samples.count / 2]
        return BenchmarkRow(measure: "review: grade 3 on a revealed card → the next card's frame ready at 120×40, 5,000 cards due (median of 301)",
                            result: median.microsecondsText, target: "≤ 1 ms", isMet: median <= 1_000_000)
    }

    /// `4` in a fresh browser — the Study tab built, its 5,000 cards counted and the page shown read — and its frame.
    private func openStudyTab() throws -> BenchmarkRow {
        let deck = try deck()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<31 {
            let app = TerminalApp(browser: try browser(deck: deck))
            _ = app.render(size: size)
            let elapsed = clock.measure {
                app.handle(.character("4"))
                _ = app.render(size: size)
            }
            samples.append(elapsed.nanoseconds)
        }
        let median = samples.sorted()[samples.count / 2]
        return BenchmarkRow(measure: "the Study tab's first opening with 5,000 cards (in-memory deck) → frame ready at 120×40 (median of 31)",
                            result: median.microsecondsText, target: "≤ 20 ms", isMet: median <= 20_000_000)
    }
}

import FSRS
import KanjiKit
import Browser
import TestSupport
import Testing
@testable import TerminalUI

/// `!` and `-` typed on the Study tab and on a review card, through the terminal app's key bindings.
@Suite struct StudySetAsideScreenTests {
    private static let now = Timestamp(secondsSince1970: 1_800_000_000)

    private static func app(_ deck: InMemoryStudyDeck) throws -> (TerminalApp, KanjiBrowser) {
        let browser = try KanjiBrowser.inMemory(store: KanjiStore(directory: GoldenGrid.resources), study: deck,
                                                scheduler: Scheduler(enableFuzzing: false), now: { now })
        return (TerminalApp(browser: browser), browser)
    }

    private static func screen(_ app: TerminalApp) -> [String] {
        GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
    }

    @Test func bang_and_minus_on_the_study_list_mark_the_row_and_the_same_key_takes_it_back() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(.kanji("日"), now: Self.now)
        try deck.add(.kanji("本"), now: Self.now)
        let (app, _) = try Self.app(deck)
        app.handle(.character("4"))
        app.handle(.character("!"))
        #expect(Self.screen(app).contains { $0.hasPrefix(" 日") && $0.contains("suspended") }, "\(Self.screen(app).joined(separator: "\n"))")
        #expect(deck.card(for: .kanji("日"))?.isSuspended == true)
        app.handle(.character("!"))
        #expect(deck.card(for: .kanji("日"))?.isSuspended == false)
        app.handle(.character("-"))
        #expect(Self.screen(app).contains { $0.contains("buried") })
        #expect(deck.card(for: .kanji("日"))?.buriedUntil != nil)
        #expect(deck.newCardsPerDay == 20, "- buries; _ is fewer new cards per day")
        app.handle(.character("_"))
        #expect(deck.newCardsPerDay == 15)
    }

    @Test func bang_on_a_review_card_suspends_it_and_shows_the_next() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(.kanji("日"), now: Self.now)
        try deck.add(.kanji("本"), now: Self.now)
        let (app, browser) = try Self.app(deck)
        app.handle(.character("4"))
        app.handle(.character("R"))
        app.handle(.character("!"))
        #expect(browser.stack.top.kind == .reviewCard)
        #expect(Self.screen(app).contains { $0.contains("日 suspended: ! on its Study row brings it back") })
        app.handle(.character("-"))
        #expect(browser.stack.top.kind == .reviewSummary)
        #expect(deck.card(for: .kanji("本"))?.buriedUntil != nil)
    }
}

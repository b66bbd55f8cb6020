import FSRS
import KanjiKit
import Browser
import TestSupport
import Testing
@testable import TerminalUI

/// The Study tab, a review card and the study marks, drawn and driven by keys through the terminal app.
@Suite struct StudyScreenTests {
    /// A browser over the shared store with its own deck, a fixed clock and a scheduler without fuzz.
    private static func browser(deck: InMemoryStudyDeck, now: Timestamp) throws -> KanjiBrowser {
        try KanjiBrowser.inMemory(store: KanjiStore(directory: GoldenGrid.resources), study: deck, scheduler: Scheduler(enableFuzzing: false),
                         now: { now })
    }

    private static let now = Timestamp(secondsSince1970: 1_800_000_000)

    /// A deck in every state: 日 reviewed into review (due in days), 本 learning (due in 10 min), 人 relearning,
    /// 日本 new and due now.
    private static func deck() throws -> InMemoryStudyDeck {
        let deck = InMemoryStudyDeck()
        let scheduler = Scheduler(enableFuzzing: false)
        let start = now.advanced(byDays: -3)
        for item in [LookupItem.kanji("日"), .kanji("本"), .kanji("人"), .word(headword: "日本", reading: "にほん")] {
            try deck.add(item, now: start)
        }
        func grade(_ item: LookupItem, _ ratings: [Rating], at time: Timestamp) throws {
            var card = try #require(deck.card(for: item))
            for rating in ratings {
                let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: time)
                card.schedule = schedule
                _ = try deck.save(card, log: log)
            }
        }
        try grade(.kanji("日"), [.easy], at: now.advanced(bySeconds: -60))
        try grade(.kanji("本"), [.good], at: now)
        try grade(.kanji("人"), [.easy], at: start)
        try grade(.kanji("人"), [.again], at: now.advanced(bySeconds: -600))
        return deck
    }

    @Test func the_study_list_at_80_by_24_and_120_by_40() throws {
        let browser = try Self.browser(deck: Self.deck(), now: Self.now)
        let app = TerminalApp(browser: browser)
        app.handle(.character("4"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "the_study_list_at_80_by_24")
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 40, columns: 120)), golden: "the_study_list_at_120_by_40")
    }

    /// On an empty deck the settings line stands above "Nothing kept yet", as it stands above the rows of a deck.
    @Test func an_empty_study_list_at_80_by_24() throws {
        let app = TerminalApp(browser: try Self.browser(deck: InMemoryStudyDeck(), now: Self.now))
        app.handle(.character("4"))
        let grid = app.render(size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(grid, golden: "an_empty_study_list_at_80_by_24")
    }

    @Test func a_revealed_card_at_80_by_24_and_120_by_40() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(.kanji("日"), now: Self.now)
        try deck.add(.kanji("本"), now: Self.now)
        let app = TerminalApp(browser: try Self.browser(deck: deck, now: Self.now))
        for key in [Key.character("4"), .character("R")] { app.handle(key) }
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "a_review_card_before_the_answer_at_80_by_24")
        app.handle(.character(" "))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "a_revealed_card_at_80_by_24")
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 40, columns: 120)), golden: "a_revealed_card_at_120_by_40")
    }

    @Test func the_summary_after_the_last_grade() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(.kanji("日"), now: Self.now)
        let app = TerminalApp(browser: try Self.browser(deck: deck, now: Self.now))
        for key in [Key.character("4"), .character("R"), .character(" "), .character("4")] { app.handle(key) }
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "the_review_summary_at_80_by_24")
    }

    @Test func kept_kanji_and_words_are_marked_in_the_lists() throws {
        let deck = InMemoryStudyDeck()
        let browser = try Self.browser(deck: deck, now: Self.now)
        let app = TerminalApp(browser: browser)
        for key in [Key.character("j"), .character("a"), .character("k"), .character("a")] { app.handle(key) }
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "kept_kanji_are_marked_in_the_list")
        browser.open(kanji: "日")
        app.handle(.character("A"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "the_detail_marks_the_kanji_and_its_kept_words")
    }

    /// `a` on the detail of 日, which has reviews: the question names them where the detail's notices go, `n`
    /// takes it down and keeps the card; on the list, `y` takes it off.
    @Test func a_on_a_card_with_reviews_asks_on_the_notice_line() throws {
        let deck = try Self.deck()
        let browser = try Self.browser(deck: deck, now: Self.now)
        let app = TerminalApp(browser: browser)
        browser.open(kanji: "日")
        app.handle(.character("a"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "a_on_a_card_with_reviews_asks_on_the_detail")
        app.handle(.character("n"))
        #expect(!GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80))).joined().contains("y/n"))
        #expect(deck.reviewCount(of: .kanji("日")) == 1)
        app.handle(.escape)
        app.handle(.character("a"))
        let list = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
        #expect(list.contains { $0.contains("Take 日 off the study list with its 1 review? y/n") }, "\(list.joined(separator: "\n"))")
        app.handle(.character("y"))
        #expect(!deck.contains(.kanji("日")))
    }

    /// Issue 34: one `3` too many after the last card left the summary for the Radicals tab; digits do nothing there.
    @Test func a_digit_on_the_review_summary_does_nothing() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(.kanji("日"), now: Self.now)
        let browser = try Self.browser(deck: deck, now: Self.now)
        let app = TerminalApp(browser: browser)
        for key in [Key.character("4"), .character("R"), .character(" "), .character("4")] { app.handle(key) }
        let review = AppLink(tab: .study, routes: [.review(dueBy: Self.now, count: 1)])
        #expect(browser.location == review)
        #expect(browser.stack.top.kind == .reviewSummary)
        for digit in "0123456789" {
            app.handle(.character(digit))
            #expect(browser.location == review && browser.stack.top.kind == .reviewSummary, "\(digit) left the summary")
        }
        let header = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))[1]
        #expect(header.hasSuffix("1 of 1"), "\(header)")
    }

    @Test func a_digit_before_the_answer_says_so_instead_of_leaving_the_review() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(.kanji("日"), now: Self.now)
        let browser = try Self.browser(deck: deck, now: Self.now)
        let app = TerminalApp(browser: browser)
        for key in [Key.character("4"), .character("R"), .character("3")] { app.handle(key) }
        #expect(browser.location == AppLink(tab: .study, routes: [.review(dueBy: Self.now, count: 1)]))
        #expect(browser.stack.top.kind == .reviewCard)
        app.handle(.character("5"))
        #expect(browser.location == AppLink(tab: .history, routes: []), "5 is no grade: it shows tab 5, which leaves the review")
        app.handle(.character("4"))
        #expect(browser.location == AppLink(tab: .study, routes: []))
    }
}

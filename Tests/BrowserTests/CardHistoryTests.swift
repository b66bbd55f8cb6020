import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `s` on a kept item's detail opens its card's study history (issue 34 §3): its state, due date, stability and
/// difficulty, reviews and lapses, and its latest reviews with the interval each gave — only a page of them read.
@MainActor
@Suite struct CardHistoryTests {
    /// 日 kept at the clock's start and graded `ratings`, a day apart.
    private func fixture(grading ratings: [Rating]) throws -> StudyFixture {
        let fixture = try StudyFixture(words: .success(Dataset.words))
        try fixture.keep(.kanji("日"))
        let scheduler = Scheduler(enableFuzzing: false)
        for rating in ratings {
            var card = try #require(fixture.deck.card(for: .kanji("日")))
            fixture.clock.advance(bySeconds: 86_400)
            let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: fixture.clock.now)
            card.schedule = schedule
            _ = try fixture.deck.save(card, log: log)
        }
        return fixture
    }

    @Test func s_on_the_kanji_detail_shows_the_state_memory_counts_and_reviews_newest_first() throws {
        let fixture = try fixture(grading: [.good, .good, .again])
        fixture.browser.open(kanji: "日")
        try #require(fixture.browser.topDetail).open(LookupItem.kanji("日").cardHistoryRoute)
        #expect(fixture.browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .cardHistory(key: "日", reading: nil)]))
        let page = try #require(fixture.browser.topPage)
        #expect(page.title == "日 · study history")
        let card = try #require(fixture.deck.card(for: .kanji("日"))).schedule
        #expect(page.lines[0] == "日 on the study list since 2027-01-15 08:00")
        #expect(page.lines[2].hasPrefix("State: \(card.state.label) · due "))
        #expect(page.lines[3].hasPrefix("Memory: stability ") && page.lines[3].contains("difficulty"))
        #expect(page.lines[4] == "Reviews: 3 · lapses: 1 · last 2027-01-18 08:00")
        let reviews = Array(page.lines.drop { !$0.hasPrefix("Latest reviews") }.dropFirst())
        #expect(reviews.map { String($0.prefix(24)) } == ["2027-01-18 08:00  Again ", "2027-01-17 08:00  Good  ", "2027-01-16 08:00  Good  "],
                "newest first, each with its grade")
        #expect(reviews[0].hasSuffix(IntervalText.short(from: Timestamp(secondsSince1970: 1_800_000_000 + 3 * 86_400), to: card.due)),
                "the latest review's interval runs to the card's due time")
    }

    @Test func a_card_with_many_reviews_shows_a_page_of_them_and_says_how_many_more() throws {
        let fixture = try fixture(grading: Array(repeating: .good, count: CardHistoryPage.reviewLimit + 15))
        let history = try #require(fixture.deck.history(of: .kanji("日"), latest: CardHistoryPage.reviewLimit))
        #expect(history.reviews.count == CardHistoryPage.reviewLimit && history.reviewCount == CardHistoryPage.reviewLimit + 15)
        let lines = CardHistoryPage.lines(of: .kanji("日"), history: history, now: fixture.clock.now, utcOffsetSeconds: 0)
        #expect(lines.last == "… and 15 older reviews: kanji-tui study export --json lists every one.")
        #expect(history.reviews.allSatisfy { $0.dueAfter > $0.reviewedAt }, "every Good scheduled the card later")
        #expect(history.reviews[0].dueAfter == history.card.schedule.due, "the latest grade's interval runs to the card's due time")
    }

    @Test func s_on_the_word_detail_of_an_item_not_kept_says_so() throws {
        let fixture = try StudyFixture(words: .success(Dataset.words))
        fixture.browser.open(kanji: "日")
        fixture.browser.open(word: "日本", reading: "にほん")
        let detail = try #require(fixture.browser.topWordDetail)
        fixture.browser.handle(.follow(detail.item.cardHistoryRoute))
        let page = try #require(fixture.browser.topPage)
        #expect(page.title == "\(detail.item.label) · study history")
        #expect(page.lines == ["\(detail.item.label) is not on the study list: a on its detail keeps it."])
    }

    @Test func a_card_never_reviewed_says_when_it_comes() throws {
        let fixture = try fixture(grading: [])
        let lines = CardHistoryPage.lines(of: .kanji("日"), history: fixture.deck.history(of: .kanji("日"), latest: 10),
                                          now: fixture.clock.now, utcOffsetSeconds: 9 * 3_600)
        #expect(lines == ["日 on the study list since 2027-01-15 17:00", "", "State: new · due now (2027-01-15 17:00)",
                          "Memory: none yet (FSRS learns it at the first review)", "Reviews: 0 · lapses: 0", "",
                          "Never reviewed yet: the next review introduces it."])
    }
}

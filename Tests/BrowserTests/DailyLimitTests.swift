import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// Anki's daily limits on the Study tab: new cards introduced up to the new cards per day, review cards shown up to
/// the reviews per day, learning cards always; the header counts new, learning and review apart, and the study day
/// begins at 4:00 (UTC in these tests: the fixture's clock starts at 08:00).
@Suite struct DailyLimitTests {
    private static let kanji = Array("一二三四五六七八九十日月火水木金土人口目耳手足山川田大小中上下左右本休先生学校年雨天気空花林森")

    /// Keeps the first `count` of ``kanji``, a second apart (so in that order), as new cards.
    private func keeping(_ count: Int, deck: InMemoryStudyDeck = InMemoryStudyDeck()) throws -> StudyFixture {
        let fixture = try StudyFixture(deck: deck)
        for character in Self.kanji.prefix(count) {
            try fixture.keep(.kanji(String(character)))
            fixture.clock.advance(bySeconds: 1)
        }
        return fixture
    }

    /// The Study tab read afresh, as when the person comes back to it from another tab.
    private func freshList(_ fixture: StudyFixture) -> StudyListViewModel? {
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        return fixture.studyList
    }

    /// Grades every card shown with `rating` until the summary; returns the fronts, in order.
    private func reviewAll(_ rating: Rating, _ fixture: StudyFixture) -> [String] {
        var fronts: [String] = []
        while let card = fixture.topCard, fronts.count < 100 {
            fronts.append(card.front)
            card.handle(.reveal)
            card.handle(.grade(rating))
        }
        return fronts
    }

    @Test func a_review_of_45_new_cards_introduces_20_in_the_order_kept_and_the_next_study_day_20_more() throws {
        let fixture = try keeping(45)
        let list = try #require(fixture.studyList)
        #expect(list.statusText == "20 new · 0 learning · 0 review · 45 cards (+25 new over today's limit)  1/45")
        list.handle(.review)
        #expect(fixture.topCard?.position == "1 of 20")
        #expect(reviewAll(.easy, fixture) == Self.kanji.prefix(20).map(String.init))
        #expect(fixture.topSummary != nil)

        fixture.browser.handle(.back)
        let after = try #require(fixture.studyList)
        #expect(after.counts?.new == 0 && after.counts?.heldBackNew == 25)
        after.handle(.review)
        #expect(after.notice == "Nothing more today: +25 new over today's limit; + introduces more new cards per day")

        // 08:00 + 20 h is the next 4:00: a second before it is still today.
        fixture.clock.advance(bySeconds: 20 * 3_600 - 46)
        #expect(try #require(freshList(fixture)).counts?.new == 0)
        fixture.clock.advance(bySeconds: 1)
        let tomorrow = try #require(freshList(fixture))
        #expect(tomorrow.counts?.text == "20 new · 0 learning · 0 review · 45 cards (+5 new over today's limit)")
        tomorrow.handle(.review)
        #expect(fixture.topCard?.position == "1 of 20")
        #expect(reviewAll(.easy, fixture) == Self.kanji.dropFirst(20).prefix(20).map(String.init))
    }

    @Test func reviews_per_day_caps_the_review_cards_shown() throws {
        let deck = InMemoryStudyDeck()
        let fixture = try keeping(3, deck: deck)
        try #require(fixture.studyList).handle(.review)
        _ = reviewAll(.easy, fixture)
        fixture.browser.handle(.back)
        // Easy on a new card: due in 8 days. Nine days on, all three are review cards due.
        fixture.clock.advance(bySeconds: 9 * 86_400)
        deck.reviewsPerDay = 2
        let list = try #require(freshList(fixture))
        #expect(list.counts?.text == "0 new · 0 learning · 2 review · 3 cards (+1 review over today's limit)")
        list.handle(.review)
        #expect(reviewAll(.easy, fixture).count == 2)
        #expect(fixture.topSummary != nil)
        fixture.browser.handle(.back)
        let after = try #require(fixture.studyList)
        after.handle(.review)
        #expect(after.notice == "Nothing more today: +1 review over today's limit", "+ changes new cards, not reviews")
        after.handle(.dismiss)
        #expect(after.headline == "Today's limits are reached; the rest is due tomorrow.")
    }

    @Test func learning_cards_are_never_held_back() throws {
        let deck = InMemoryStudyDeck()
        deck.newCardsPerDay = 1
        deck.reviewsPerDay = 0
        let fixture = try keeping(2, deck: deck)
        let list = try #require(fixture.studyList)
        #expect(list.counts?.text == "1 new · 0 learning · 0 review · 2 cards (+1 new over today's limit)")
        list.handle(.review)
        #expect(fixture.topCard?.front == "一")
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.again))
        #expect(fixture.topCard?.front == "一", "in a learning step: shown again though no new card and no review is left today")
        fixture.clock.advance(bySeconds: 61)
        #expect(reviewAll(.good, fixture) == ["一", "一"], "its steps through to a review card; 二 waits for tomorrow")
    }

    @Test func plus_and_minus_change_the_new_cards_per_day_by_five_and_the_header_follows() throws {
        let deck = InMemoryStudyDeck()
        let fixture = try keeping(30, deck: deck)
        let list = try #require(fixture.studyList)
        list.handle(.changeNewCardsPerDay(StudyListViewModel.newCardsPerDayStep))
        #expect(deck.newCardsPerDay == 25)
        #expect(list.headline == "New cards per day: 25")
        #expect(list.counts?.new == 25 && list.counts?.heldBackNew == 5)
        for _ in 0..<6 { list.handle(.changeNewCardsPerDay(-StudyListViewModel.newCardsPerDayStep)) }
        #expect(deck.newCardsPerDay == 0, "never below 0")
        #expect(list.headline == "New cards per day: 0")
    }

    @Test func plus_and_greater_on_the_largest_limits_keep_them_rather_than_overflow() throws {
        let deck = InMemoryStudyDeck()
        let fixture = try keeping(3, deck: deck)
        deck.newCardsPerDay = Int.max
        deck.reviewsPerDay = Int.max
        let list = try #require(freshList(fixture))
        list.handle(.changeNewCardsPerDay(StudyListViewModel.newCardsPerDayStep))
        #expect(deck.newCardsPerDay == Int.max)
        list.handle(.changeReviewsPerDay(StudyListViewModel.reviewsPerDayStep))
        #expect(deck.reviewsPerDay == Int.max)
        list.handle(.changeNewCardsPerDay(-StudyListViewModel.newCardsPerDayStep))
        #expect(deck.newCardsPerDay == Int.max - 5)
        #expect(StudyCoordinator.stepped(Int.max, by: 5) == Int.max && StudyCoordinator.stepped(3, by: -5) == 0)
    }

    @Test func greater_and_less_change_the_reviews_per_day_by_fifty_from_no_limit_to_ankis_default() throws {
        let deck = InMemoryStudyDeck()
        let fixture = try keeping(3, deck: deck)
        let list = try #require(fixture.studyList)
        list.handle(.changeReviewsPerDay(StudyListViewModel.reviewsPerDayStep))
        #expect(deck.reviewsPerDay == nil, "more than no limit is no limit")
        #expect(list.headline == "Reviews per day: no limit")
        list.handle(.changeReviewsPerDay(-StudyListViewModel.reviewsPerDayStep))
        #expect(deck.reviewsPerDay == 200, "the first < from no limit sets Anki's default")
        #expect(list.headline == "Reviews per day: 200")
        #expect(list.settingsLine == "Each day: 20 new cards, at most 200 reviews · new cards in the order kept")
        list.handle(.changeReviewsPerDay(StudyListViewModel.reviewsPerDayStep))
        #expect(deck.reviewsPerDay == 250)
        for _ in 0..<6 { list.handle(.changeReviewsPerDay(-StudyListViewModel.reviewsPerDayStep)) }
        #expect(deck.reviewsPerDay == 0, "never below 0")
        #expect(list.counts?.allowance.reviewsLeft == 0)
        deck.failingWrites = "cannot write /tmp/user.sqlite: read-only file"
        list.handle(.changeReviewsPerDay(StudyListViewModel.reviewsPerDayStep))
        #expect(deck.reviewsPerDay == 0 && list.headline == "not saved: cannot write /tmp/user.sqlite: read-only file")
    }

    @Test func the_study_day_begins_at_four_local_time() {
        let tokyo = StudyDay(utcOffsetSeconds: 9 * 3_600)
        // 2027-01-15 08:00 UTC is 17:00 in Tokyo: the day began at 04:00 Tokyo, 19:00 UTC the day before.
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        #expect(tokyo.start(containing: now) == now.advanced(bySeconds: -13 * 3_600))
        #expect(StudyDay(utcOffsetSeconds: 0).start(containing: now) == now.advanced(bySeconds: -4 * 3_600))
        // 03:59 UTC still belongs to the day before.
        #expect(StudyDay(utcOffsetSeconds: 0).start(containing: now.advanced(bySeconds: -4 * 3_600 - 60))
                == now.advanced(bySeconds: -28 * 3_600))
    }
}

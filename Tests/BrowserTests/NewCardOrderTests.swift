import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// A review shows the review cards due before the new ones (Anki's default), and introduces new cards in the
/// order kept or, with the setting, most common first.
@Suite struct NewCardOrderTests {
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

    /// 本 日 木 kept a second apart (ranks 10, 1, 5), then 月 and 火 kept and graded Easy so that they are review
    /// cards due 30 days on, when the review begins.
    private func deck() throws -> StudyFixture {
        let deck = InMemoryStudyDeck()
        deck.frequencyRanks = [.kanji("本"): 10, .kanji("日"): 1, .kanji("木"): 5]
        let fixture = try StudyFixture(deck: deck)
        for character in ["月", "火"] {
            try fixture.keep(.kanji(character))
            fixture.clock.advance(bySeconds: 1)
        }
        let list = try #require(fixture.studyList)
        list.handle(.review)
        #expect(reviewAll(.easy, fixture) == ["月", "火"])
        fixture.browser.handle(.back)
        for character in ["本", "日", "木"] {
            try fixture.keep(.kanji(character))
            fixture.clock.advance(bySeconds: 1)
        }
        fixture.clock.advance(bySeconds: 60 * 86_400)
        return fixture
    }

    /// The Study tab read afresh, as when the person comes back to it from another tab.
    private func freshList(_ fixture: StudyFixture) -> StudyListViewModel? {
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        return fixture.studyList
    }

    @Test func review_cards_come_before_new_ones_and_new_ones_in_the_order_kept() throws {
        let fixture = try deck()
        try #require(freshList(fixture)).handle(.review)
        #expect(reviewAll(.easy, fixture) == ["月", "火", "本", "日", "木"])
    }

    @Test func with_the_frequency_order_new_cards_come_most_common_first() throws {
        let fixture = try deck()
        try fixture.deck.setNewCardOrder(.frequency)
        try #require(freshList(fixture)).handle(.review)
        #expect(reviewAll(.easy, fixture) == ["月", "火", "日", "木", "本"])
    }

    @Test func an_undone_new_card_is_shown_again_and_the_order_goes_on_after_it() throws {
        let fixture = try deck()
        try fixture.deck.setNewCardOrder(.frequency)
        try #require(freshList(fixture)).handle(.review)
        var fronts: [String] = []
        for _ in 0..<3 {
            let card = try #require(fixture.topCard)
            fronts.append(card.front)
            card.handle(.reveal)
            card.handle(.grade(.easy))
        }
        try #require(fixture.topCard).handle(.undo)
        #expect(fixture.topCard?.front == "日")
        #expect(fronts + reviewAll(.easy, fixture) == ["月", "火", "日", "日", "木", "本"])
    }

    // MARK: - The Study tab's setting

    @Test func the_settings_line_shows_the_limits_and_the_order_as_the_deck_keeps_them() throws {
        let deck = InMemoryStudyDeck()
        let fixture = try StudyFixture(deck: deck)
        try fixture.keep(.kanji("日"))
        #expect(try #require(fixture.studyList).settingsLine == "Each day: 20 new cards, every review due · new cards in the order kept")
        deck.newCardsPerDay = 1
        deck.reviewsPerDay = 150
        deck.newOrder = .frequency
        #expect(try #require(freshList(fixture)).settingsLine == "Each day: 1 new card, at most 150 reviews · new cards most common first")
    }

    @Test func o_switches_the_order_new_cards_come_in_keeps_it_in_the_deck_and_the_next_review_follows_it() throws {
        let fixture = try deck()
        let list = try #require(freshList(fixture))
        list.handle(.switchNewCardOrder)
        #expect(fixture.deck.newOrder == .frequency)
        #expect(list.newCardOrder == .frequency)
        #expect(list.headline == "New cards now come most common first (by frequency)")
        #expect(list.settingsLine?.hasSuffix("new cards most common first") == true)
        list.handle(.review)
        #expect(reviewAll(.easy, fixture) == ["月", "火", "日", "木", "本"])

        fixture.browser.handle(.back)
        let back = try #require(fixture.studyList)
        back.handle(.switchNewCardOrder)
        #expect(fixture.deck.newOrder == .kept)
        #expect(back.headline == "New cards now come in the order kept")
        #expect(back.settingsLine?.hasSuffix("new cards in the order kept") == true)
    }

    @Test func an_order_that_cannot_be_saved_is_said_and_nothing_changes() throws {
        let fixture = try deck()
        let list = try #require(freshList(fixture))
        fixture.deck.failingWrites = "cannot write /tmp/user.sqlite: read-only file"
        list.handle(.switchNewCardOrder)
        #expect(fixture.deck.newOrder == .kept)
        #expect(list.newCardOrder == .kept)
        #expect(list.headline == "not saved: cannot write /tmp/user.sqlite: read-only file")
    }

    @Test func o_on_the_removal_question_answers_no_and_changes_nothing() throws {
        let fixture = try deck()
        let list = try #require(freshList(fixture))
        list.setVisibleRows(10)
        list.handle(.end)
        list.handle(.toggleKept)
        #expect(list.keepToggle.question?.item == .kanji("火"), "the last card, due the latest, has reviews")
        list.handle(.switchNewCardOrder)
        #expect(list.keepToggle.question == nil)
        #expect(fixture.deck.newOrder == .kept)
    }
}

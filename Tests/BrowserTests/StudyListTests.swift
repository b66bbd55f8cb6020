import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// The Study tab: kept items with their state and due time, the counts, Enter opens on the Study stack.
@Suite struct StudyListTests {
    @Test func due_times_read_relative_to_the_clock() {
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        #expect(DueText.relative(now.advanced(bySeconds: -5), now: now) == "now")
        #expect(DueText.relative(now, now: now) == "now")
        #expect(DueText.relative(now.advanced(bySeconds: 600), now: now) == "in 10 min")
        #expect(DueText.relative(now.advanced(bySeconds: 61), now: now) == "in 2 min")
        #expect(DueText.relative(now.advanced(bySeconds: 5 * 3_600), now: now) == "in 5 h")
        #expect(DueText.relative(now.advanced(byDays: 1), now: now) == "in 1 day")
        #expect(DueText.relative(now.advanced(byDays: 3), now: now) == "in 3 days")
    }

    @Test func the_study_tab_lists_each_item_with_its_state_and_due_time_and_counts_what_is_due() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .word(headword: "日本", reading: "にほん"))
        fixture.clock.advance(bySeconds: 60)
        try fixture.keep(.kanji("本"))
        let list = try #require(fixture.studyList)
        #expect(fixture.browser.location == AppLink(tab: .study, routes: []))
        #expect(list.rows.map(\.label) == ["日", "日本 にほん", "本"])
        #expect(list.rows.map(\.state) == ["new", "new", "new"])
        #expect(list.rows.map(\.due) == ["now", "now", "now"])
        #expect(list.statusText == "3 new · 0 learning · 0 review · 3 cards  1/3")
        #expect(list.meaning(of: list.rows[1]) == "Japan")
        #expect(list.headline.hasPrefix("R reviews the 3 due now"))
    }

    @Test func the_list_is_read_again_whenever_the_tab_is_shown() throws {
        let fixture = try StudyFixture()
        let list = try #require(fixture.studyList)
        #expect(list.rows.isEmpty)
        #expect(list.headline == "Nothing kept yet: a on any kanji or word keeps it here.")
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        fixture.browser.topList?.handle(.toggleKept)
        fixture.browser.handle(.selectTab(AppTab.study.rawValue))
        #expect(list.rows.count == 1)
    }

    /// Hidden, the list keeps no cards (a deck may hold thousands; it is read again when shown), and it comes back
    /// on the item it was on.
    @Test func a_hidden_study_tab_lets_its_cards_go_and_comes_back_on_the_same_item() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"), .kanji("人"))
        let list = try #require(fixture.studyList)
        list.handle(.down)
        #expect(list.selectedRow?.label == "本")
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(list.count == 0)
        try fixture.keep(.kanji("月"))
        fixture.browser.handle(.selectTab(AppTab.study.rawValue))
        #expect(list.rows.map(\.label) == ["日", "本", "人", "月"])
        #expect(list.selectedRow?.label == "本", "the cursor is back on the item it was on")
    }

    /// Covered by what it opened (or by a review), the list keeps no cards either, and Back shows it as it was.
    @Test func a_covered_study_list_lets_its_cards_go_until_back() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"))
        let list = try #require(fixture.studyList)
        list.handle(.down)
        list.handle(.select)
        #expect(fixture.browser.location == AppLink(tab: .study, routes: [.kanjiDetail("本")]))
        #expect(list.count == 0)
        fixture.browser.handle(.back)
        #expect(list.rows.map(\.label) == ["日", "本"])
        #expect(list.selectedRow?.label == "本")
    }

    @Test func enter_opens_a_kanji_detail_or_a_words_kanji_on_the_study_stack() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        fixture.clock.advance(bySeconds: 1)
        try fixture.keep(.word(headword: "日本", reading: "にほん"))
        _ = try #require(fixture.studyList)
        fixture.browser.handle(.cursor(.select))
        #expect(fixture.browser.location == AppLink(tab: .study, routes: [.kanjiDetail("日")]))
        fixture.browser.handle([.back, .cursor(.down), .cursor(.select)])
        let japan = try Dataset.entry("日本", reading: "にほん").rank
        #expect(fixture.browser.location == AppLink(tab: .study, routes: [.wordDetail(rank: japan)]))
    }

    @Test func a_on_the_study_list_takes_the_item_off() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        let list = try #require(fixture.studyList)
        list.handle(.toggleKept)
        #expect(list.rows.isEmpty)
        #expect(list.headline == "日 removed from study")
    }

    @Test func R_with_nothing_due_says_when_the_next_card_is() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        let list = try #require(fixture.studyList)
        list.handle(.review)
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.good))
        fixture.browser.handle(.back)
        list.handle(.review)
        #expect(fixture.browser.stack.depth == 1)
        #expect(list.headline == "Nothing to review now; the next card is due in 10 min")
        #expect(list.rows.map(\.state) == ["learning"])
    }

    @Test func a_deck_problem_shows_as_a_line() throws {
        let fixture = try StudyFixture(deck: InMemoryStudyDeck(problem: "/tmp/user.sqlite: file is not a database"))
        let list = try #require(fixture.studyList)
        #expect(list.headline == "/tmp/user.sqlite: file is not a database")
    }
}

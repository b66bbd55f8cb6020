import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `!` and `-` on a review card, as in Anki: the card leaves the review (suspended until unsuspended, buried until the
/// next study day) with its schedule kept, and `u` takes that back; a grade that makes a leech says so.
@MainActor
@Suite struct SuspendBuryTests {
    /// Keeps 日 then 本 and starts a review from the Study tab.
    private func startReview(_ fixture: StudyFixture) throws {
        try fixture.keep(.kanji("日"))
        fixture.clock.advance(bySeconds: 1)
        try fixture.keep(.kanji("本"))
        fixture.studyList?.handle(.review)
    }

    @Test func bang_suspends_the_card_shown_and_the_review_goes_on_without_it() throws {
        let fixture = try StudyFixture()
        try startReview(fixture)
        #expect(fixture.topCard?.front == "日")
        fixture.topCard?.handle(.suspend)
        #expect(fixture.topCard?.front == "本")
        #expect(fixture.topCard?.position == "2 of 2")
        #expect(fixture.topCard?.notice == "日 suspended: ! on its Study row brings it back")
        let sun = try #require(fixture.deck.card(for: .kanji("日")))
        #expect(sun.isSuspended && sun.schedule.state == .new)
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.easy))
        #expect(fixture.topCard == nil && fixture.topSummary != nil, "the suspended card is not shown again")
        fixture.clock.advance(bySeconds: 86_400 * 30)
        #expect(fixture.deck.counts(at: fixture.clock.now, dayStart: fixture.clock.now).dueNew == 0)
    }

    @Test func minus_buries_the_card_until_the_next_study_day() throws {
        let fixture = try StudyFixture()
        try startReview(fixture)
        fixture.topCard?.handle(.bury)
        #expect(fixture.topCard?.front == "本")
        #expect(fixture.topCard?.notice == "日 buried until the next study day")
        // The fixture's clock is 08:00 UTC; the study day begins at 4:00 UTC.
        let nextDay = StudyDay(utcOffsetSeconds: 0).start(containing: fixture.clock.now).advanced(byDays: 1)
        #expect(fixture.deck.card(for: .kanji("日"))?.buriedUntil == nextDay)
        #expect(fixture.deck.counts(at: nextDay.advanced(bySeconds: -1), dayStart: fixture.clock.now).dueNew == 1, "only 本")
        #expect(fixture.deck.counts(at: nextDay, dayStart: nextDay).dueNew == 2, "日 is back, with no write")
    }

    @Test func u_takes_a_suspension_back_and_shows_the_card_again() throws {
        let fixture = try StudyFixture()
        try startReview(fixture)
        fixture.topCard?.handle(.suspend)
        fixture.topCard?.handle(.undo)
        #expect(fixture.topCard?.front == "日")
        #expect(fixture.topCard?.position == "1 of 2")
        #expect(fixture.topCard?.notice == "Took back suspending 日")
        #expect(fixture.deck.card(for: .kanji("日"))?.isSuspended == false)
    }

    @Test func a_lapse_that_makes_a_leech_says_so_on_the_notice_line() throws {
        let fixture = try StudyFixture()
        fixture.deck.leechThreshold = 1
        try fixture.keep(.kanji("日"))
        fixture.studyList?.handle(.review)
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.easy))
        fixture.browser.handle(.cursor(.select))
        #expect(fixture.browser.stack.top.kind == .studyList)
        fixture.clock.advance(bySeconds: 86_400 * 30)
        #expect(fixture.deck.card(for: .kanji("日"))?.schedule.state == .review)
        // Back to the tab a month later: the list reads the deck afresh.
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        fixture.studyList?.handle(.review)
        #expect(fixture.browser.stack.top.kind == .reviewCard)
        #expect(fixture.topCard?.state == "review")
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.again))
        #expect(fixture.topSummary?.notice == "日 is a leech (1 lapse): suspended")
        let sun = try #require(fixture.deck.card(for: .kanji("日")))
        #expect(sun.isLeech && sun.isSuspended)
    }

    /// A write that fails leaves the card shown, saying why.
    @Test func a_suspension_that_cannot_be_saved_says_so_and_the_card_stays() throws {
        let fixture = try StudyFixture()
        try startReview(fixture)
        fixture.deck.failingWrites = "cannot write /tmp/user.sqlite: disk full"
        fixture.topCard?.handle(.suspend)
        #expect(fixture.topCard?.front == "日")
        #expect(fixture.topCard?.notice == "not set aside: cannot write /tmp/user.sqlite: disk full")
    }
}

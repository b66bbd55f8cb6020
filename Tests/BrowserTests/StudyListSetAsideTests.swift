import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `!` and `-` on a Study list row: the card stays listed, marked in its State column, out of the cards due, and the
/// same key brings it back; a leech is tagged on its row.
@MainActor
@Suite struct StudyListSetAsideTests {
    @Test func bang_suspends_the_row_under_the_cursor_and_again_unsuspends_it() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"))
        let list = try #require(fixture.studyList)
        #expect(list.counts?.dueNow == 2)
        list.handle(.toggleSuspended)
        #expect(list.rows.map(\.state) == ["suspended", "new"])
        #expect(list.rows.map(\.isDue) == [false, true])
        #expect(list.counts?.dueNow == 1)
        #expect(list.notice == "日 suspended: no review shows it until ! again")
        #expect(fixture.deck.card(for: .kanji("日"))?.schedule.state == .new, "its schedule is kept")
        list.handle(.toggleSuspended)
        #expect(list.rows.map(\.state) == ["new", "new"])
        #expect(list.counts?.dueNow == 2)
        #expect(list.notice == "日 unsuspended")
    }

    @Test func minus_buries_the_row_until_the_next_study_day_and_again_unburies_it() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"))
        let list = try #require(fixture.studyList)
        list.handle(.toggleBuried)
        #expect(list.rows.map(\.state) == ["buried", "new"])
        #expect(list.counts?.dueNow == 1)
        #expect(list.notice == "日 buried until the next study day")
        let nextDay = StudyDay(utcOffsetSeconds: 0).start(containing: fixture.clock.now).advanced(byDays: 1)
        #expect(fixture.deck.card(for: .kanji("日"))?.buriedUntil == nextDay)
        list.handle(.toggleBuried)
        #expect(list.rows.map(\.state) == ["new", "new"])
        #expect(fixture.deck.card(for: .kanji("日"))?.buriedUntil == nil)
    }

    @Test func a_leech_is_tagged_on_its_row_and_stays_tagged_when_unsuspended() throws {
        let fixture = try StudyFixture()
        fixture.deck.leechThreshold = 1
        try fixture.keep(.kanji("日"))
        let scheduler = Scheduler(enableFuzzing: false)
        var card = try #require(fixture.deck.card(for: .kanji("日")))
        for (rating, time) in [(Rating.easy, fixture.clock.now), (.again, fixture.clock.now.advanced(byDays: 30))] {
            let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: time)
            card.schedule = schedule
            _ = try fixture.deck.save(card, log: log)
        }
        let list = try #require(fixture.studyList)
        #expect(list.rows.map(\.isLeech) == [true] && list.rows.map(\.state) == ["suspended"])
        list.handle(.toggleSuspended)
        #expect(list.rows.map(\.isLeech) == [true] && list.rows.map(\.state) == ["relearning"])
    }

    /// An item kept in several kinds has a row for each: `!` and `-` on a writing row leave the cursor on that card,
    /// not on its item's first row, and so does the list read again when its tab is shown.
    @Test func the_cursor_stays_on_the_card_set_aside_not_on_its_items_first_row() throws {
        let fixture = try StudyFixture()
        try fixture.deck.add(.kanji("日"), kinds: [.recognition, .writing], now: fixture.clock.now)
        try fixture.deck.add(.kanji("本"), kinds: [.recognition, .writing], now: fixture.clock.now)
        let list = try #require(fixture.studyList)
        let described = { (row: StudyListViewModel.Row?) in row.map { "\($0.label) \($0.kind) \($0.state)" } }
        #expect(list.rows.map(described) == ["日 recognition new", "日 writing new", "本 recognition new", "本 writing new"])
        list.handle(.down)
        list.handle(.toggleSuspended)
        #expect(described(list.selectedRow) == "日 writing suspended")
        #expect(list.notice == "日 (writing) suspended: no review shows it until ! again")
        list.handle(.down)
        list.handle(.down)
        list.handle(.toggleBuried)
        #expect(described(list.selectedRow) == "本 writing buried")
        list.handle(.toggleBuried)
        #expect(described(list.selectedRow) == "本 writing new")
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        fixture.browser.handle(.selectTab(AppTab.study.rawValue))
        #expect(described(list.selectedRow) == "本 writing new", "the cursor is back on the card it was on")
    }

    /// `u` takes back the suspension only, never what was done before it: the suspension replaces its window.
    @Test func a_suspension_replaces_the_undo_window_of_an_earlier_change() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        let list = try #require(fixture.studyList)
        list.handle(.changeNewCardsPerDay(StudyListViewModel.newCardsPerDayStep))
        list.handle(.toggleSuspended)
        list.handle(.undo)
        #expect(list.notice == "Took back suspending 日")
        #expect(fixture.deck.card(for: .kanji("日"))?.isSuspended == false)
        list.handle(.undo)
        #expect(fixture.deck.newCardsPerDay == 20 + StudyListViewModel.newCardsPerDayStep)
        #expect(list.notice?.hasPrefix("Nothing to undo here") == true)
    }
}

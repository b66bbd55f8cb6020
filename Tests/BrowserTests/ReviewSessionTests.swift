import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// A review as Anki runs a session: each grade's next interval on its button, what a grade did said on the next
/// card, learning cards shown again once their step has passed, and ahead of time at the end within the
/// learn-ahead limit (20 minutes).
@Suite struct ReviewSessionTests {
    /// Keeps `characters` in that order, a second apart, and starts a review from the Study tab.
    private func review(_ characters: String...) throws -> StudyFixture {
        let fixture = try StudyFixture()
        for character in characters {
            try fixture.keep(.kanji(character))
            fixture.clock.advance(bySeconds: 1)
        }
        let list = try #require(fixture.studyList)
        list.handle(.review)
        return fixture
    }

    private func grade(_ rating: Rating, _ fixture: StudyFixture) {
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(rating))
    }

    @Test func each_button_says_the_interval_its_grade_would_give() throws {
        let fixture = try review("日")
        #expect(fixture.topCard?.gradeLabels == ["1 Again 1m", "2 Hard 6m", "3 Good 10m", "4 Easy 8d"],
                "a new card: FSRS-6's learning steps (1 and 10 min), Hard between them, Easy graduates")
    }

    /// An item kept in several kinds: what a grade (and a suspension, and taking it back) did names the card's kind
    /// when it is not recognition, as the card's header does ("new · production").
    @Test func what_a_grade_did_names_the_kind_of_a_card_that_is_not_recognition() throws {
        let fixture = try StudyFixture()
        try fixture.deck.add(.kanji("日"), kinds: [.recognition, .production], now: fixture.clock.now)
        fixture.clock.advance(bySeconds: 1)
        try fixture.deck.add(.kanji("本"), kinds: [.recognition, .production], now: fixture.clock.now)
        try #require(fixture.studyList).handle(.review)
        grade(.good, fixture)
        #expect(fixture.topCard?.notice == "Good — 日 again in 10 min")
        #expect(fixture.topCard?.stateAndKind == "new · production")
        grade(.good, fixture)
        #expect(fixture.topCard?.notice == "Good — 日 (production) again in 10 min")
        fixture.topCard?.handle(.undo)
        #expect(fixture.topCard?.notice == "Took back Good for 日 (production)")
        fixture.topCard?.handle(.suspend)
        #expect(fixture.topCard?.notice == "日 (production) suspended: ! on its Study row brings it back")
    }

    @Test func again_brings_the_card_back_once_its_step_has_passed_between_the_others() throws {
        let fixture = try review("日", "本", "人")
        grade(.again, fixture)
        #expect(fixture.topCard?.front == "本")
        #expect(fixture.topCard?.notice == "Again — 日 again in 1 min")
        fixture.clock.advance(bySeconds: 61)
        grade(.good, fixture)
        #expect(fixture.topCard?.front == "日", "its one-minute step has passed: it comes before 人")
        grade(.good, fixture)
        #expect(fixture.topCard?.front == "人")
    }

    @Test func the_session_shows_learning_cards_ahead_of_time_within_twenty_minutes_then_ends() throws {
        let fixture = try review("日")
        grade(.good, fixture)
        #expect(fixture.topCard?.front == "日", "due in 10 min, within the learn-ahead limit: shown now rather than ending")
        grade(.good, fixture)
        #expect(fixture.topSummary != nil, "graduated to days: nothing is due within 20 min")
    }

    @Test func a_learning_card_due_beyond_the_limit_ends_the_session() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"))
        var later = try #require(fixture.deck.card(for: .kanji("本")))
        let (schedule, log) = Scheduler(enableFuzzing: false).review(later.schedule, rating: .again, at: fixture.clock.now)
        later.schedule = schedule
        later.schedule.due = fixture.clock.now.advanced(bySeconds: ReviewCoordinator.learnAheadSeconds + 60)
        _ = try fixture.deck.save(later, log: log)
        let list = try #require(fixture.studyList)
        list.handle(.review)
        grade(.easy, fixture)
        #expect(fixture.topSummary != nil, "本 is learning but due in 21 min: beyond the limit")
    }
}

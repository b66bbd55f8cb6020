import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// Issue 34: a card that a learning step brings back in the same review is one card, however often it is graded —
/// the review's counts ("1 of 1") never exceed their total.
@MainActor
@Suite struct ReviewCountTests {
    /// A review of 日 alone, kept now and due now.
    private func review() throws -> StudyFixture {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        try #require(fixture.studyList).handle(.review)
        return fixture
    }

    private func grade(_ fixture: StudyFixture, _ rating: Rating) {
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(rating))
    }

    @Test func a_card_shown_again_is_still_card_1_of_1_and_the_summary_counts_it_once() throws {
        let fixture = try review()
        #expect(fixture.topCard?.position == "1 of 1")
        grade(fixture, .again)
        #expect(fixture.topCard?.front == "日" && fixture.topCard?.position == "1 of 1", "back within the learn-ahead limit")
        grade(fixture, .good)
        #expect(fixture.topCard?.position == "1 of 1")
        grade(fixture, .good)
        let summary = try #require(fixture.topSummary)
        #expect(summary.lines.first == "Reviewed 1 card (3 grades)")
        #expect(summary.tally.progressText == "1 of 1")
        fixture.browser.handle(.cursor(.select))
        #expect(fixture.studyList?.headline == "Reviewed 1 card (3 grades): Again 1 · Hard 0 · Good 2 · Easy 0")
    }

    @Test func leaving_after_grading_one_card_twice_says_1_of_1() throws {
        let fixture = try review()
        grade(fixture, .again)
        grade(fixture, .again)
        fixture.browser.handle(.back)
        #expect(fixture.studyList?.headline == "Review left after 1 of 1 cards (each grade saved as given)")
    }
}

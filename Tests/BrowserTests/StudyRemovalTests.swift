import TestSupport
import FSRS
import KanjiKit
import Testing
@testable import Browser

/// `a` on the Study list: a card never reviewed goes at once (nothing is lost); a card with reviews goes only after
/// `y` on a question, since its review history goes with it and nothing brings it back.
@Suite struct StudyRemovalTests {
    /// 日 kept and graded Good once, 本 kept and never reviewed.
    private func fixtureWithOneReviewed() throws -> StudyFixture {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        fixture.clock.advance(bySeconds: 1)
        try fixture.keep(.kanji("本"))
        let card = try #require(fixture.deck.card(for: .kanji("日")))
        let (schedule, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: .good, at: fixture.clock.now)
        var graded = card
        graded.schedule = schedule
        _ = try fixture.deck.save(graded, log: log)
        return fixture
    }

    @Test func a_card_never_reviewed_is_taken_off_at_once() throws {
        let fixture = try fixtureWithOneReviewed()
        let list = try #require(fixture.studyList)
        let never = try #require(list.rows.firstIndex { $0.label == "本" })
        for _ in 0..<never { list.handle(.down) }
        list.handle(.toggleKept)
        #expect(list.keepToggle.question == nil)
        #expect(!fixture.deck.contains(.kanji("本")))
    }

    @Test func a_card_with_reviews_asks_first_and_any_answer_but_yes_keeps_it() throws {
        let fixture = try fixtureWithOneReviewed()
        let list = try #require(fixture.studyList)
        let reviewed = try #require(list.rows.firstIndex { $0.label == "日" })
        for _ in 0..<reviewed { list.handle(.down) }
        list.handle(.toggleKept)
        #expect(list.keepToggle.question?.item == .kanji("日"))
        #expect(list.headline == "Take 日 off the study list with its 1 review? y/n")
        #expect(fixture.deck.contains(.kanji("日")), "asking removes nothing")

        list.handle(.up)
        #expect(list.keepToggle.question == nil, "a movement answers no")
        #expect(list.selectedRow?.label == "日", "and does not move")
        list.handle(.toggleKept)
        list.handle(.review)
        #expect(list.keepToggle.question == nil && fixture.deck.contains(.kanji("日")), "another command answers no")
        list.handle(.toggleKept)
        #expect(list.handleBack(), "Back answers no")
        #expect(fixture.deck.contains(.kanji("日")))

        list.handle(.toggleKept)
        list.handle(.confirmRemoval)
        #expect(!fixture.deck.contains(.kanji("日")))
        #expect(list.headline == "日 removed from study")
    }
}

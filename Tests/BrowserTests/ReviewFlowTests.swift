import Coordination
import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// The review flow: cards replace each other on the stack, then the summary; the flow finishes towards the Study
/// tab with a typed result however it ends (done, Back, a tab switch, quit), and nothing of it stays alive.
@Suite struct ReviewFlowTests {
    /// Weak references to the review's coordinator and the screen on top, made in a function so no strong local
    /// outlives the call.
    private func weakReview(_ fixture: StudyFixture) -> (coordinator: Weak, screen: Weak) {
        (Weak(fixture.browser.stack.top.screen.coordinator), Weak(fixture.browser.stack.top.screen))
    }

    /// Keeps 日 then 本 (due in that order) and starts a review from the Study tab.
    private func startReview(_ fixture: StudyFixture) throws -> StudyListViewModel {
        try fixture.keep(.kanji("日"))
        fixture.clock.advance(bySeconds: 1)
        try fixture.keep(.kanji("本"))
        let list = try #require(fixture.studyList)
        list.handle(.review)
        return list
    }

    @Test func each_grade_replaces_the_card_then_the_summary_and_enter_finishes_with_done() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let fixture = try StudyFixture()
            let list = try startReview(fixture)
            #expect(fixture.browser.location == AppLink(tab: .study, routes: [.review(dueBy: fixture.clock.now, count: 2)]))
            let first = weakReview(fixture)
            #expect(fixture.topCard?.front == "日")
            #expect(fixture.topCard?.back.first == KanjiFact(label: "Meanings", value: "day; sun; Japan; counter for days"))
            fixture.topCard?.handle(.reveal)
            fixture.topCard?.handle(.grade(.good))
            #expect(fixture.browser.stack.depth == 2, "the next card replaced the first")
            #expect(first.screen.object == nil, "the graded card is gone")
            #expect(first.coordinator.object != nil, "the flow lives on in its next screen")
            #expect(fixture.topCard?.front == "本")
            #expect(fixture.topCard?.position == "2 of 2")
            fixture.topCard?.handle(.reveal)
            fixture.topCard?.handle(.grade(.easy))
            #expect(fixture.browser.stack.depth == 2)
            #expect(fixture.topCard?.front == "日", "its learning step ends within the learn-ahead limit: it comes back")
            #expect(fixture.topCard?.notice == "Easy — 本 again in 8 days")
            fixture.topCard?.handle(.reveal)
            fixture.topCard?.handle(.grade(.good))
            #expect(fixture.topSummary?.lines == ["Reviewed 2 cards (3 grades)", "Again 0 · Hard 0 · Good 2 · Easy 1",
                                      "Next card due in 2 days"])
            let last = weakReview(fixture)
            fixture.browser.handle(.cursor(.select))
            #expect(fixture.browser.location == AppLink(tab: .study, routes: []))
            #expect(list.headline == "Reviewed 2 cards (3 grades): Again 0 · Hard 0 · Good 2 · Easy 1")
            #expect(list.rows.map(\.state) == ["review", "review"])
            #expect(last.screen.object == nil && last.coordinator.object == nil && first.coordinator.object == nil)
            #expect(!fixture.browser.inspect().coordinators.map(\.name).contains("ReviewCoordinator"))
            #expect(counter.count == 3, "the application's and the two built tabs' roots (Kanji, Study)")
        }
        #expect(counter.count == 0)
    }

    @Test func the_scheduler_decides_the_due_time_and_every_grade_is_saved_with_its_log_line() throws {
        let fixture = try StudyFixture()
        _ = try startReview(fixture)
        let start = fixture.clock.now
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.good))
        let card = try #require(fixture.deck.card(for: .kanji("日")))
        #expect(card.schedule.state == .learning)
        #expect(card.schedule.due == start.advanced(bySeconds: 600))
        #expect(fixture.deck.log.values.map(\.rating) == [.good])
    }

    @Test func grades_count_only_after_the_answer_is_shown() throws {
        let fixture = try StudyFixture()
        _ = try startReview(fixture)
        fixture.topCard?.handle(.grade(.good))
        #expect(fixture.topCard?.front == "日")
        #expect(fixture.topCard?.notice == "Space shows the answer first; then 1–4 grade it")
        #expect(fixture.deck.log.isEmpty)
    }

    @Test func u_takes_back_the_last_grade_and_its_card_comes_back() throws {
        let fixture = try StudyFixture()
        _ = try startReview(fixture)
        fixture.topCard?.handle(.undo)
        #expect(fixture.topCard?.notice == "Nothing to take back yet")
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.again))
        fixture.topCard?.handle(.undo)
        #expect(fixture.topCard?.front == "日")
        #expect(fixture.topCard?.notice == "Took back Again for 日")
        #expect(fixture.deck.log.isEmpty)
        #expect(fixture.deck.card(for: .kanji("日"))?.schedule.state == .new)
        #expect(fixture.browser.stack.depth == 2)
        // From the summary too.
        for _ in 0..<2 {
            fixture.topCard?.handle(.reveal)
            fixture.topCard?.handle(.grade(.easy))
        }
        fixture.topSummary?.handle(.undo)
        #expect(fixture.topCard?.front == "本")
    }

    @Test func back_mid_review_runs_the_cleanup_reports_how_far_it_got_and_frees_the_flow() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let fixture = try StudyFixture()
            let list = try startReview(fixture)
            fixture.topCard?.handle(.reveal)
            fixture.topCard?.handle(.grade(.good))
            let review = weakReview(fixture)
            fixture.browser.handle(.back)
            #expect(fixture.browser.location == AppLink(tab: .study, routes: []))
            #expect(list.headline == "Review left after 1 of 2 cards (each grade saved as given)")
            #expect(review.screen.object == nil && review.coordinator.object == nil)
            #expect(fixture.deck.card(for: .kanji("日"))?.schedule.state == .learning, "the grade given was kept")
            #expect(counter.count == 3, "the application's and the two built tabs' roots (Kanji, Study)")
        }
    }

    @Test func a_tab_switch_abandons_the_review() throws {
        let fixture = try StudyFixture()
        let list = try startReview(fixture)
        let review = weakReview(fixture)
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(review.screen.object == nil && review.coordinator.object == nil)
        fixture.browser.handle(.selectTab(AppTab.study.rawValue))
        #expect(fixture.browser.location == AppLink(tab: .study, routes: []))
        #expect(list.headline == "Review left after 0 of 2 cards (each grade saved as given)")
    }

    @Test func quitting_mid_review_runs_the_cleanup() throws {
        let fixture = try StudyFixture()
        let list = try startReview(fixture)
        let review = weakReview(fixture)
        fixture.browser.handle(.quit)
        #expect(!fixture.browser.isRunning)
        #expect(review.screen.object == nil && review.coordinator.object == nil)
        #expect(list.headline.hasPrefix("Review left after 0 of 2 cards"))
    }

    @Test func a_grade_that_cannot_be_saved_says_so_and_the_review_goes_on() throws {
        let fixture = try StudyFixture()
        _ = try startReview(fixture)
        fixture.deck.failingWrites = "cannot write /tmp/user.sqlite: disk full"
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.good))
        #expect(fixture.topCard?.front == "本")
        #expect(fixture.topCard?.notice == "not saved: cannot write /tmp/user.sqlite: disk full")
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.good))
        #expect(fixture.topSummary?.lines.contains("2 grades not saved") == true)
    }

    @Test func a_word_card_shows_its_reading_and_senses() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.word(headword: "日本", reading: "にほん"))
        fixture.studyList?.handle(.review)
        let card = try #require(fixture.topCard)
        #expect(card.front == "日本")
        // The reading's pitch accent drawn under it (issue 36): 日本 にほん falls after its second mora.
        #expect(card.back.prefix(4) == [KanjiFact(label: "Reading", value: "にほん"), KanjiFact(label: "Pitch", value: "＿￣　＿"),
                                        KanjiFact(label: "", value: "にほ＼ん"), KanjiFact(label: "Senses", value: "1. Japan")])
        #expect(card.back.contains(KanjiFact(label: "Kanji", value: "日 day; sun; Japan")))
    }

    /// 食べる has two senses, the second of three glosses: the card numbers them as the word's detail does (two),
    /// never one number per gloss (four).
    @Test func a_word_card_numbers_senses_as_the_words_detail_does() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.word(headword: "食べる", reading: "たべる"))
        fixture.studyList?.handle(.review)
        let card = try #require(fixture.topCard)
        let senses = card.back.drop { $0.label != "Senses" }.prefix { $0.label == "Senses" || $0.label.isEmpty }
        let detail = WordDetailViewModel.lines(for: try Dataset.entry("食べる", reading: "たべる"), kanji: [])
            .filter { $0.label?.hasSuffix(".") == true }.map { "\($0.label ?? "") \($0.text)" }
        #expect(senses.map(\.value) == ["1. to eat", "2. to live on (e.g. a salary); to live off; to subsist on"])
        #expect(senses.map(\.value) == detail)
    }

    /// Without JMdict (it could not be opened) EDICT's glosses are all the card has; they have lost their senses, so
    /// they make one line of meanings rather than a numbered list of senses they are not.
    @Test func without_the_word_dictionary_a_word_card_lists_edicts_glosses_on_one_line() throws {
        let fixture = try StudyFixture(words: .failure(DatasetError(file: "/nowhere/words.bin", problem: "missing")))
        try fixture.keep(.word(headword: "食べる", reading: "たべる"))
        fixture.studyList?.handle(.review)
        let card = try #require(fixture.topCard)
        #expect(card.back.prefix(2).map(\.label) == ["Reading", "Meanings"])
        #expect(!card.back.contains { $0.label == "Senses" })
    }
}

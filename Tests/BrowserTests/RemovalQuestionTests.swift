import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `a` (and `A`) on every screen that can take a card off the study list (issue 34): a card with reviews goes only
/// after `y` on a question naming how many it would lose, `n` keeps it with them; a card never reviewed goes at once.
@MainActor
@Suite struct RemovalQuestionTests {
    private static let nihon = LookupItem.word(headword: "日本", reading: "にほん")

    /// A browser with the words, a deck holding `reviewed` graded `grades` times and `fresh` never reviewed.
    private func fixture(reviewed: LookupItem, grades: Int = 1, fresh: LookupItem) throws -> StudyFixture {
        let fixture = try StudyFixture(words: .success(Dataset.words))
        let deck = fixture.deck
        let clock = fixture.clock
        try fixture.keep(reviewed, fresh)
        let scheduler = Scheduler(enableFuzzing: false)
        for _ in 0..<grades {
            var card = try #require(deck.card(for: reviewed))
            clock.advance(bySeconds: 86_400)
            let (schedule, log) = scheduler.review(card.schedule, rating: .good, at: clock.now)
            card.schedule = schedule
            _ = try deck.save(card, log: log)
        }
        return fixture
    }

    /// What every screen must do, given how to press its `a` on the reviewed and on the fresh item, its answers,
    /// and what it shows.
    private func expectAsksFirst(_ fixture: StudyFixture, reviewed: LookupItem, reviews: Int, fresh: LookupItem,
                                 pressOnReviewed: () -> Void, pressOnFresh: () -> Void, yes: () -> Void, no: () -> Void,
                                 question: () -> RemovalQuestion?, notice: () -> String?) {
        let deck = fixture.deck
        pressOnReviewed()
        #expect(question() == RemovalQuestion(item: reviewed, reviewCount: reviews))
        #expect(notice() == "Take \(reviewed.label) off the study list with its \(reviews) review\(reviews == 1 ? "" : "s")? y/n")
        #expect(deck.contains(reviewed) && deck.reviewCount(of: reviewed) == reviews, "asking removes nothing")
        no()
        #expect(question() == nil && notice() == nil)
        #expect(deck.contains(reviewed) && deck.reviewCount(of: reviewed) == reviews, "n keeps the card with its reviews")
        pressOnReviewed()
        yes()
        #expect(!deck.contains(reviewed), "y takes it off")
        #expect(notice() == "\(reviewed.label) removed from study")
        pressOnFresh()
        #expect(question() == nil && !deck.contains(fresh), "a card never reviewed goes at once")
        #expect(notice() == "\(fresh.label) removed from study")
    }

    @Test func a_on_the_kanji_detail_asks_before_taking_off_a_card_with_reviews() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 12, fresh: .kanji("本"))
        fixture.browser.open(kanji: "日")
        let reviewedDetail = try #require(fixture.browser.topDetail)
        fixture.browser.handle(.back)
        fixture.browser.open(kanji: "本")
        let freshDetail = try #require(fixture.browser.topDetail)
        expectAsksFirst(fixture, reviewed: .kanji("日"), reviews: 12, fresh: .kanji("本"),
                        pressOnReviewed: { reviewedDetail.handle(.toggleKept) }, pressOnFresh: { freshDetail.handle(.toggleKept) },
                        yes: { reviewedDetail.handle(.confirmRemoval) }, no: { reviewedDetail.handle(.dismiss) },
                        question: { reviewedDetail.keepToggle.question ?? freshDetail.keepToggle.question },
                        notice: { freshDetail.notice ?? reviewedDetail.notice })
    }

    @Test func A_on_the_kanji_detail_asks_before_taking_off_the_word_under_the_cursor() throws {
        let fixture = try fixture(reviewed: Self.nihon, fresh: .kanji("本"))
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        let row = try #require(detail.rows.firstIndex { if case .word(let word) = $0 { word.item == Self.nihon } else { false } })
        fixture.browser.handle([.cursor(.home)] + Array(repeating: .cursor(.down), count: row))
        detail.handle(.toggleKeptWord)
        #expect(detail.keepToggle.question == RemovalQuestion(item: Self.nihon, reviewCount: 1))
        #expect(detail.notice == "Take 日本 にほん off the study list with its 1 review? y/n")
        detail.handle(.down)
        #expect(detail.keepToggle.question == nil && fixture.deck.reviewCount(of: Self.nihon) == 1, "a movement answers no")
        #expect(detail.selectedWord?.item == Self.nihon, "and does not move")
        detail.handle(.toggleKeptWord)
        #expect(detail.handleBack(), "Back answers no")
        #expect(fixture.deck.contains(Self.nihon))
        detail.handle(.toggleKeptWord)
        detail.handle(.confirmRemoval)
        #expect(!fixture.deck.contains(Self.nihon))
    }

    @Test func a_on_the_word_detail_asks_before_taking_off_a_card_with_reviews() throws {
        let nihongo = LookupItem.word(headword: "日本語", reading: "にほんご")
        let fixture = try fixture(reviewed: Self.nihon, grades: 3, fresh: nihongo)
        fixture.browser.open(kanji: "日")
        fixture.browser.open(word: "日本", reading: "にほん")
        let reviewedDetail = try #require(fixture.browser.topWordDetail)
        fixture.browser.handle(.back)
        fixture.browser.open(word: "日本語", reading: "にほんご")
        let freshDetail = try #require(fixture.browser.topWordDetail)
        expectAsksFirst(fixture, reviewed: Self.nihon, reviews: 3, fresh: nihongo,
                        pressOnReviewed: { reviewedDetail.handle(.toggleKept) }, pressOnFresh: { freshDetail.handle(.toggleKept) },
                        yes: { reviewedDetail.handle(.confirmRemoval) }, no: { reviewedDetail.handle(.dismiss) },
                        question: { reviewedDetail.keepToggle.question ?? freshDetail.keepToggle.question },
                        notice: { freshDetail.notice ?? reviewedDetail.notice })
    }

    @Test func a_on_the_kanji_list_asks_before_taking_off_a_card_with_reviews() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 2, fresh: .kanji("本"))
        let list = try #require(fixture.browser.topList)
        expectAsksFirst(fixture, reviewed: .kanji("日"), reviews: 2, fresh: .kanji("本"),
                        pressOnReviewed: { list.moveCursor(to: "日"); list.handle(.toggleKept) },
                        pressOnFresh: { list.moveCursor(to: "本"); list.handle(.toggleKept) },
                        yes: { list.handle(.confirmRemoval) }, no: { list.handle(.dismiss) },
                        question: { list.keepToggle.question }, notice: { list.notice })
        list.moveCursor(to: "本")
        list.handle(.toggleKept)
        #expect(fixture.deck.contains(.kanji("本")), "a again keeps it, as a new card")
    }

    @Test func A_on_a_words_kanji_list_asks_before_taking_off_the_word() throws {
        let fixture = try fixture(reviewed: Self.nihon, fresh: .kanji("本"))
        fixture.browser.open(kanji: "日")
        fixture.browser.open(word: "日本", reading: "にほん")
        fixture.browser.showWordKanji()
        let list = try #require(fixture.browser.topList)
        list.handle(.toggleKeptSubject)
        #expect(list.keepToggle.question == RemovalQuestion(item: Self.nihon, reviewCount: 1))
        #expect(list.notice == "Take 日本 にほん off the study list with its 1 review? y/n")
        list.handle(.nextMatch)
        #expect(list.keepToggle.question == nil && fixture.deck.reviewCount(of: Self.nihon) == 1, "another command answers no")
        list.handle(.toggleKeptSubject)
        list.handle(.confirmRemoval)
        #expect(!fixture.deck.contains(Self.nihon))
        #expect(list.notice == "日本 にほん removed from study")
    }

    @Test func a_on_the_words_search_list_asks_before_taking_off_a_card_with_reviews() throws {
        let fixture = try fixture(reviewed: Self.nihon, fresh: .word(headword: "日本語", reading: "にほんご"))
        fixture.browser.searchWords("nihon")
        try #require(fixture.browser.topWordSearch).edit(.accept)
        fixture.browser.handle(.back)
        let results = try #require(fixture.browser.topWordSearch)
        let fresh = try #require(results.results.firstIndex { $0.word.expression == "日本語" })
        expectAsksFirst(fixture, reviewed: Self.nihon, reviews: 1, fresh: .word(headword: "日本語", reading: "にほんご"),
                        pressOnReviewed: { results.handle(.home); results.handle(.toggleKept) },
                        pressOnFresh: {
                            results.handle(.home)
                            for _ in 0..<fresh { results.handle(.down) }
                            results.handle(.toggleKept)
                        },
                        yes: { results.handle(.confirmRemoval) }, no: { results.handle(.dismiss) },
                        question: { results.keepToggle.question }, notice: { results.notice })
    }

    @Test func a_on_the_history_asks_before_taking_off_a_card_with_reviews() throws {
        let fixture = try fixture(reviewed: .kanji("日"), fresh: .kanji("本"))
        fixture.browser.open(kanji: "本")
        fixture.browser.handle(.back)
        fixture.browser.open(kanji: "日")
        fixture.browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let history) = fixture.browser.stack.top else { Issue.record("not the history"); return }
        expectAsksFirst(fixture, reviewed: .kanji("日"), reviews: 1, fresh: .kanji("本"),
                        pressOnReviewed: { history.handle(.home); history.handle(.toggleKept) },
                        pressOnFresh: { history.handle(.end); history.handle(.toggleKept) },
                        yes: { history.handle(.confirmRemoval) }, no: { history.handle(.dismiss) },
                        question: { history.keepToggle.question }, notice: { history.notice })
    }

    @Test func the_study_list_names_the_reviews_it_would_lose() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 12, fresh: .kanji("本"))
        let list = try #require(fixture.studyList)
        let reviewed = try #require((0..<list.count).first { list.row(at: $0)?.item == .kanji("日") })
        for _ in 0..<reviewed { list.handle(.down) }
        list.handle(.toggleKept)
        #expect(list.headline == "Take 日 off the study list with its 12 reviews? y/n")
        list.handle(.dismiss)
        #expect(fixture.deck.reviewCount(of: .kanji("日")) == 12)
    }

    @Test func y_after_the_card_went_elsewhere_does_not_keep_it_again() throws {
        let fixture = try fixture(reviewed: .kanji("日"), fresh: .kanji("本"))
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        detail.handle(.toggleKept)
        try fixture.deck.remove(.kanji("日"))
        detail.handle(.confirmRemoval)
        #expect(!fixture.deck.contains(.kanji("日")))
    }
}

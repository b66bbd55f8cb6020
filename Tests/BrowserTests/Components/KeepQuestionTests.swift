import FSRS
import TestSupport
import Testing
@testable import Browser

/// The keep question every kanji and word screen holds: its notice line says the question, `y` answers it, anything
/// else takes it down — and a notice the screen wrote stays until the next key.
@MainActor
@Suite struct KeepQuestionTests {
    private let reviewed = LookupItem.kanji("日")
    private let fresh = LookupItem.kanji("本")

    /// A deck keeping `reviewed` with one grade and `fresh` with none.
    private func marks() throws -> (StudyMarks, InMemoryStudyDeck) {
        let deck = InMemoryStudyDeck()
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        _ = try deck.add(reviewed, context: nil, now: now)
        _ = try deck.add(fresh, context: nil, now: now)
        var card = try #require(deck.card(for: reviewed))
        let (schedule, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: .good, at: now.advanced(bySeconds: 60))
        card.schedule = schedule
        _ = try deck.save(card, log: log)
        return (StudyMarks(deck: deck), deck)
    }

    @Test func a_card_never_reviewed_toggles_at_once_and_clears_the_line() throws {
        let (marks, _) = try marks()
        var question = KeepQuestion()
        question.notice = "KanjiVG has no stroke order for 本"
        let toggled = question.keep(fresh, marks: marks)
        #expect(toggled == fresh)
        #expect(question.notice == nil && question.toggle.question == nil)
    }

    @Test func a_card_with_reviews_asks_on_the_notice_line_and_y_takes_it_off() throws {
        let (marks, _) = try marks()
        var question = KeepQuestion()
        let toggled = question.keep(reviewed, marks: marks)
        #expect(toggled == nil)
        #expect(question.toggle.question == RemovalQuestion(item: reviewed, reviewCount: 1))
        #expect(question.notice == "Take 日 off the study list with its 1 review? y/n")
        let takenOff = question.confirm(marks: marks)
        #expect(takenOff == reviewed)
        #expect(question.notice == nil && question.toggle.question == nil)
    }

    @Test func any_other_key_answers_no_once_and_leaves_a_screens_own_line_alone() throws {
        let (marks, _) = try marks()
        var question = KeepQuestion()
        _ = question.keep(reviewed, marks: marks)
        let wasUp = question.dismiss()
        #expect(wasUp, "the question was up: the key does nothing else")
        #expect(question.notice == nil && question.toggle.question == nil)
        question.notice = "No word here to keep: move to a word"
        let wasUpAgain = question.dismiss()
        #expect(!wasUpAgain, "no question up: the key goes on")
        #expect(question.notice == "No word here to keep: move to a word")
        let nothing = question.confirm(marks: marks)
        #expect(nothing == nil, "y without a question takes nothing off")
    }
}

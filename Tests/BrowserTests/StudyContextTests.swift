import FSRS
import TestSupport
import Testing
@testable import Browser

/// Keeping a word with the sentence it was met in (sentence mining): the card holds it, a kept card without one
/// gets it and says so, one with a sentence keeps its own, and a mark outside its sentence keeps nothing.
@Suite struct StudyContextTests {
    static let start = Timestamp(secondsSince1970: 1_800_000_000)
    static let eat = LookupItem.word(headword: "食べる", reading: "たべる")
    static let context = StudyContext(sentence: "昨日寿司を食べた。", mark: 5..<8, source: "日記.txt")

    @Test func a_word_kept_with_its_sentence_shows_it_and_says_so() throws {
        let deck = InMemoryStudyDeck()
        let result = try deck.keep(Self.eat, context: Self.context, now: Self.start)
        #expect(result == .kept(StudyCard(item: Self.eat, schedule: .new(id: 1, due: Self.start), addedAt: Self.start.secondsSince1970,
                                          context: Self.context)))
        #expect(result.confirmation == "食べる たべる added to study with its sentence")
        #expect(deck.card(for: Self.eat)?.context == Self.context)
        #expect(deck.cards(offset: 0, limit: 10).map(\.context) == [Self.context])
    }

    @Test func a_kept_card_without_a_sentence_gets_the_first_one_given_and_keeps_it() throws {
        let deck = InMemoryStudyDeck()
        try deck.add(Self.eat, now: Self.start)
        #expect(deck.card(for: Self.eat)?.context == nil)

        let recorded = try deck.keep(Self.eat, context: Self.context, now: Self.start.advanced(bySeconds: 60))
        #expect(recorded.confirmation == "食べる たべる already kept; its sentence is recorded now")
        let card = try #require(recorded.card)
        #expect(card.context == Self.context)
        #expect(card.schedule == .new(id: 1, due: Self.start), "the schedule is the card's, not a new one")

        let other = StudyContext(sentence: "パンを食べる", mark: 3..<6, source: "")
        let again = try deck.keep(Self.eat, context: other, now: Self.start)
        #expect(again == .alreadyKept(card))
        #expect(again.confirmation == "食べる たべる already kept")
        #expect(try deck.keep(Self.eat, context: nil, now: Self.start) == .alreadyKept(card))
    }

    @Test func a_mark_outside_its_sentence_keeps_nothing() {
        let deck = InMemoryStudyDeck()
        for mark in [6..<10, -1..<2, 3..<3] {
            #expect(throws: StudyDeckError.self) {
                try deck.add(Self.eat, context: StudyContext(sentence: "パンを食べる", mark: mark, source: ""), now: Self.start)
            }
        }
        #expect(StudyContext(sentence: "パンを食べる", mark: 6..<10, source: "").problem
                == "the marked word (characters 6..<10) must lie within its sentence of 6 characters")
        #expect(deck.count() == 0)
    }

    @Test func the_parts_split_the_sentence_around_the_word_by_characters() {
        let parts = Self.context.parts
        #expect(parts.before == "昨日寿司を" && parts.word == "食べた" && parts.after == "。")
        let family = StudyContext(sentence: "👨‍👩‍👧か\u{3099}ぞく", mark: 1..<2, source: "").parts
        #expect(family.before == "👨‍👩‍👧" && family.word == "か\u{3099}" && family.after == "ぞく")
        let past = StudyContext(sentence: "食べた", mark: 2..<9, source: "").parts
        #expect(past.word == "た" && past.after.isEmpty)
    }

    @Test func a_grade_keeps_the_cards_sentence() throws {
        let deck = InMemoryStudyDeck()
        let card = try deck.add(Self.eat, context: Self.context, now: Self.start)
        let (graded, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: .good, at: Self.start)
        _ = try deck.save(StudyCard(item: card.item, schedule: graded, addedAt: card.addedAt, context: card.context), log: log)
        #expect(deck.card(for: Self.eat)?.context == Self.context)
    }

    @Test func the_study_list_and_a_review_card_show_the_sentence() throws {
        let fixture = try StudyFixture()
        try fixture.deck.add(Self.eat, context: Self.context, now: fixture.clock.now)
        try fixture.keep(.kanji("日"))
        let list = try #require(fixture.studyList)
        #expect(list.row(at: 0)?.context == Self.context)
        #expect(list.row(at: 1)?.context == nil)
        list.handle(.review)
        #expect(fixture.topCard?.front == "食べる" && fixture.topCard?.context == Self.context)
    }
}

import FSRS
import Foundation
import Browser
import KanjiKit
import TestResources
import Testing
import UserData
import UserDataStores

/// The browser's study deck on a real user database: the cache `contains` reads, grades from two instances,
/// and a file that cannot be used.
@MainActor @Suite final class DatabaseStudyDeckTests {
    let directory: URL
    let path: String
    static let start = Timestamp(secondsSince1970: 1_800_000_000)

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("DatabaseStudyDeckTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The committed data's ranks, opened once for the suite.
    static let ranks = FrequencyRanks(store: try! KanjiStore(directory: KanjiTUIProcess.resources),
                                      words: try? WordDictionary(directory: KanjiTUIProcess.resources))

    func deck() -> DatabaseStudyDeck {
        DatabaseStudyDeck(opened: Result { () throws(UserDataError) in try UserDatabase.open(at: path) }, frequencyRanks: Self.ranks)
    }

    @Test func contains_follows_adds_and_removes_and_sees_other_instances_after_the_counts() throws {
        let deck = deck()
        let word = LookupItem.word(headword: "日本", reading: "にほん")
        try deck.add(.kanji("日"), now: Self.start)
        try deck.add(word, now: Self.start)
        #expect(deck.contains(.kanji("日")) && deck.contains(word) && !deck.contains(.kanji("本")))
        try deck.remove(.kanji("日"))
        #expect(!deck.contains(.kanji("日")))

        #expect(!deck.contains(.kanji("本")))
        try UserDatabase.open(at: path).keepForStudy([.kanji("本")], at: Self.start)
        #expect(!deck.contains(.kanji("本")), "the answer is remembered until the Study tab's refresh")
        #expect(deck.counts(at: Self.start, dayStart: Self.start) == StudyCounts(
            dueNew: 2, learning: 0, dueReview: 0, allowance: DailyAllowance(newPerDay: 20, reviewsPerDay: nil, newIntroduced: 0, reviewsDone: 0),
            total: 2, nextDue: nil))
        #expect(deck.contains(.kanji("本")))
        #expect(deck.cards(offset: 0, limit: .max).map(\.item) == [word, .kanji("本")])
        // A new deck on the same file starts with what is kept.
        #expect(self.deck().contains(word))
    }

    /// What `a`'s question names (issue 34): the grades the file holds for the card, none for one never reviewed or
    /// not kept, and none left once it is taken off.
    @Test func review_count_is_the_grades_the_file_holds_for_the_card() throws {
        let deck = deck()
        try deck.add(.kanji("日"), now: Self.start)
        try deck.add(.kanji("本"), now: Self.start)
        var card = try #require(deck.card(for: .kanji("日")))
        for rating in [Rating.again, .good] {
            let (schedule, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: rating, at: Self.start)
            _ = try deck.save(card, log: log)
            card.schedule = schedule
        }
        #expect(deck.reviewCount(of: .kanji("日")) == 2)
        #expect(deck.reviewCount(of: .kanji("本")) == 0)
        #expect(deck.reviewCount(of: .kanji("人")) == 0)
        try deck.remove(.kanji("日"))
        #expect(deck.reviewCount(of: .kanji("日")) == 0)
    }

    @Test func a_sentence_kept_with_a_word_is_in_the_file_and_recorded_on_a_card_that_had_none() throws {
        let deck = deck()
        let eat = LookupItem.word(headword: "食べる", reading: "たべる")
        let context = StudyContext(sentence: "昨日寿司を食べた。", mark: 5..<8, source: "日記.txt")
        try deck.add(.kanji("日"), now: Self.start)
        #expect(try deck.keep(eat, context: context, now: Self.start).confirmation == "食べる たべる added to study with its sentence")
        #expect(try deck.keep(.kanji("日"), context: StudyContext(sentence: "日曜日", mark: 0..<1, source: ""), now: Self.start)
                .confirmation == "日 already kept; its sentence is recorded now")

        let fresh = self.deck()
        #expect(fresh.card(for: eat)?.context == context)
        #expect(fresh.card(for: .kanji("日"))?.context == StudyContext(sentence: "日曜日", mark: 0..<1, source: ""))
        #expect(try UserDatabase.open(at: path).studyRow(for: .word("食べる", reading: "たべる"))?.sentence
                == StudySentence(text: "昨日寿司を食べた。", markStart: 5, markLength: 3, source: "日記.txt"))
        #expect(throws: StudyDeckError(message: "食べる たべる not kept: the marked word (characters 5..<9) must lie within its sentence of 8 characters")) {
            try fresh.add(eat, context: StudyContext(sentence: "昨日寿司を食べた", mark: 5..<9, source: ""), now: Self.start)
        }
    }

    @Test func the_reviews_per_day_set_in_the_browser_are_the_user_databases() throws {
        let deck = deck()
        #expect(deck.allowance(since: Self.start).reviewsPerDay == nil)
        try deck.setReviewsPerDay(150)
        #expect(deck.allowance(since: Self.start).reviewsPerDay == 150)
        #expect(try UserDatabase.open(at: path).studySettings().reviewsPerDay == 150)
        try deck.setReviewsPerDay(nil)
        #expect(try UserDatabase.open(at: path).studySettings().reviewsPerDay == nil)
    }

    @Test func a_kept_item_stores_its_frequency_rank_and_the_frequency_order_ranks_older_cards() throws {
        let deck = deck()
        try deck.add(.kanji("本"), now: Self.start)
        try deck.addAll([.kanji("日"), .word(headword: "日本", reading: "にほん")], now: Self.start)
        #expect(deck.cards(offset: 0, limit: 10).map(\.frequencyRank) == [10, 1, 91])

        try UserDatabase.open(at: path).keepForStudy([.kanji("木")], at: Self.start.advanced(bySeconds: 1))
        #expect(deck.newCardOrder() == .kept)
        #expect(deck.nextNewCard(dueBy: Self.start, after: nil)?.item == .kanji("本"))
        try deck.setNewCardOrder(.frequency)
        #expect(deck.newCardOrder() == .frequency)
        #expect(deck.card(for: .kanji("木"))?.frequencyRank == 317, "ranked when the frequency order was chosen")
        var order: [LookupItem] = []
        var previous: StudyCard?
        while let next = deck.nextNewCard(dueBy: Self.start.advanced(bySeconds: 1), after: previous) {
            order.append(next.item)
            previous = next
        }
        #expect(order == [.kanji("日"), .kanji("本"), .word(headword: "日本", reading: "にほん"), .kanji("木")])
    }

    @Test func a_grade_saved_by_another_instance_first_is_kept_and_this_one_applied_on_top() throws {
        let first = deck()
        let second = deck()
        let card = try first.add(.kanji("日"), now: Self.start)
        let scheduler = Scheduler()
        let (afterFirst, firstLog) = scheduler.review(card.schedule, rating: .good, at: Self.start)
        _ = try first.save(StudyCard(item: card.item, schedule: afterFirst, addedAt: card.addedAt), log: firstLog)
        // The second instance still shows the new card and grades it.
        let (stale, secondLog) = scheduler.review(card.schedule, rating: .good, at: Self.start.advanced(bySeconds: 60))
        let logID = try second.save(StudyCard(item: card.item, schedule: stale, addedAt: card.addedAt), log: secondLog).logID

        let expected = scheduler.review(afterFirst, rating: .good, at: Self.start.advanced(bySeconds: 60)).card
        #expect(second.card(for: .kanji("日"))?.schedule == expected)
        #expect(expected != stale)
        #expect(try UserDatabase.open(at: path).reviewLog().map(\.id).last == logID)
    }

    @Test func undo_restores_the_card_and_refuses_when_another_instance_graded_since() throws {
        let first = deck()
        let second = deck()
        let card = try first.add(.kanji("日"), now: Self.start)
        let scheduler = Scheduler()
        let (graded, log) = scheduler.review(card.schedule, rating: .easy, at: Self.start)
        let logID = try first.save(StudyCard(item: card.item, schedule: graded, addedAt: card.addedAt), log: log).logID
        try first.undo(logID: logID, restoring: card)
        #expect(first.card(for: .kanji("日")) == card)

        let again = try first.save(StudyCard(item: card.item, schedule: graded, addedAt: card.addedAt), log: log).logID
        let (later, laterLog) = scheduler.review(graded, rating: .good, at: Self.start.advanced(bySeconds: 86_400))
        _ = try second.save(StudyCard(item: card.item, schedule: later, addedAt: card.addedAt), log: laterLog)
        #expect(throws: StudyDeckError(message: "日 was graded again by another kanji-tui since; that grade stays and this one cannot be undone")) {
            try first.undo(logID: again, restoring: card)
        }
        #expect(first.card(for: .kanji("日"))?.schedule == later)
    }

    @Test func the_next_learning_card_is_the_soonest_in_a_step_due_by_the_time_and_no_other_state() throws {
        let deck = deck()
        let scheduler = Scheduler(enableFuzzing: false)
        for (offset, character) in ["日", "本", "人"].enumerated() {
            try deck.add(.kanji(character), now: Self.start.advanced(bySeconds: Int64(offset)))
        }
        #expect(deck.nextLearningCard(dueBy: Self.start.advanced(bySeconds: 3_600)) == nil, "new cards are in no step")
        for (character, rating) in [("本", Rating.again), ("人", .good), ("日", .easy)] {
            var card = try #require(deck.card(for: .kanji(character)))
            let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: Self.start)
            card.schedule = schedule
            _ = try deck.save(card, log: log)
        }
        #expect(deck.nextLearningCard(dueBy: Self.start.advanced(bySeconds: 59)) == nil)
        #expect(deck.nextLearningCard(dueBy: Self.start.advanced(bySeconds: 60))?.item == .kanji("本"), "Again: due in a minute")
        let later = Self.start.advanced(bySeconds: 30 * 86_400)
        #expect(deck.nextLearningCard(dueBy: later)?.item == .kanji("本"), "the soonest first; 日 (Easy) is in review")
    }

    @Test func a_file_that_cannot_be_opened_is_the_problem_and_keeps_nothing() throws {
        let notes = Data("my notes\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: notes))
        let deck = deck()
        #expect(deck.problem == "\(path): not an SQLite database (left as it is)")
        #expect(deck.cards(offset: 0, limit: .max).isEmpty && !deck.contains(.kanji("日")))
        #expect(throws: StudyDeckError(message: "\(path): not an SQLite database (left as it is)")) {
            try deck.add(.kanji("日"), now: Self.start)
        }
        #expect(FileManager.default.contents(atPath: path) == notes)
    }
}

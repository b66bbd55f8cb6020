import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// The study list and its review log: keeping, grading, undoing, removing, reading back.
@Suite struct StudyTests {
    let directory: TemporaryDirectory
    let database: UserDatabase
    static let start = Timestamp(secondsSince1970: 1_800_000_000)
    /// Fuzz off: the grades' results are then the formulas' alone.
    static let scheduler = Scheduler(enableFuzzing: false)

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    /// Grades the card of `item` with `rating` at `start + seconds`.
    @discardableResult
    func grade(_ item: RecordedItem, _ rating: Rating, after seconds: Int64) throws -> (logID: Int64, card: Card) {
        let cardID = try #require(try database.studyRow(for: item)).card.id
        let outcome = try database.review(cardID: cardID) { card in
            Self.scheduler.review(card, rating: rating, at: Self.start.advanced(bySeconds: seconds))
        }
        guard case .saved(let logID, let card) = outcome else { throw Failure.notSaved(outcome) }
        return (logID, card)
    }

    enum Failure: Error { case notSaved(ReviewSaveOutcome) }

    @Test func kept_items_are_new_cards_due_at_once_soonest_due_first() throws {
        let added = try database.keepForStudy([.kanji("日"), .word("日本", reading: "にほん")], at: Self.start)
        #expect(added.map(\.isNew) == [true, true])
        try database.keepForStudy([.kanji("本")], at: Self.start.advanced(bySeconds: -60))
        let rows = try database.studyRows()
        #expect(rows.map(\.item) == [.kanji("本"), .kanji("日"), .word("日本", reading: "にほん")])
        let sun = rows[1]
        #expect(sun.card == Card.new(id: sun.card.id, due: Self.start))
        #expect(sun.addedAt == Self.start)
        #expect(try database.studyRow(for: .kanji("日")) == sun)
        #expect(try database.studyRow(for: .kanji("月")) == nil)
    }

    @Test func keeping_a_kept_item_changes_nothing_and_says_so() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        try grade(.kanji("日"), .good, after: 0)
        let before = try #require(try database.studyRow(for: .kanji("日")))
        let again = try database.keepForStudy([.kanji("日"), .kanji("日"), .kanji("本")], at: Self.start.advanced(bySeconds: 99))
        #expect(again.map(\.isNew) == [false, true])
        #expect(again[0].row == before)
    }

    @Test func an_empty_key_keeps_nothing_at_all() throws {
        #expect {
            try database.keepForStudy([.kanji("日"), .word("")], at: Self.start)
        } throws: { error in
            (error as? UserDataError)?.message == "a word to study needs a key, not an empty string"
        }
        #expect(try database.studyRows().isEmpty)
    }

    @Test func a_grade_saves_the_card_and_its_log_line_with_the_card_before() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let new = try #require(try database.studyRow(for: .kanji("日"))).card
        let (logID, card) = try grade(.kanji("日"), .good, after: 30)
        #expect(card.state == .learning && card.step == 1 && card.due == Self.start.advanced(bySeconds: 630))
        #expect(try database.studyRow(for: .kanji("日"))?.card == card)
        let log = try database.reviewLog()
        #expect(log.map(\.id) == [logID])
        #expect(log[0].before == new)
        #expect(log[0].log == ReviewLog(cardID: new.id, rating: .good, reviewedAt: Self.start.advanced(bySeconds: 30),
                                        stateBefore: .new, stateAfter: .learning))
    }

    @Test func replaying_the_log_gives_the_stored_card() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        for (number, rating) in [Rating.good, .good, .again, .hard, .easy, .good].enumerated() {
            try grade(.kanji("日"), rating, after: Int64(number) * 86_400)
        }
        let stored = try #require(try database.studyRow(for: .kanji("日"))).card
        let logs = try database.reviewLog().map(\.log)
        #expect(Self.scheduler.reschedule(stored, logs: logs) == stored)
    }

    @Test func undo_puts_the_card_back_and_deletes_only_its_log_line() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let first = try grade(.kanji("日"), .good, after: 0)
        let afterFirst = try #require(try database.studyRow(for: .kanji("日"))).card
        let second = try grade(.kanji("日"), .easy, after: 600)
        #expect(try database.undoReview(logID: second.logID) == .undone(restored: afterFirst))
        #expect(try database.studyRow(for: .kanji("日"))?.card == afterFirst)
        #expect(try database.reviewLog().map(\.id) == [first.logID])
        #expect(try database.undoReview(logID: second.logID) == .notFound)
    }

    @Test func an_undo_never_throws_away_a_later_grade() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let first = try grade(.kanji("日"), .good, after: 0)
        // Another instance grades the card after this one did.
        try grade(.kanji("日"), .hard, after: 60)
        let now = try #require(try database.studyRow(for: .kanji("日"))).card
        #expect(try database.undoReview(logID: first.logID) == .gradedAgainSince)
        #expect(try database.studyRow(for: .kanji("日"))?.card == now)
        #expect(try database.reviewLog().count == 2)
    }

    @Test func a_grade_is_computed_from_the_card_as_the_file_holds_it() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let stale = try #require(try database.studyRow(for: .kanji("日"))).card
        let other = try UserDatabase.open(at: database.path)
        let otherGrade = try other.review(cardID: stale.id) { Self.scheduler.review($0, rating: .good, at: Self.start) }
        guard case .saved(_, let afterOther) = otherGrade else { Issue.record("\(otherGrade)"); return }
        var seen: Card?
        _ = try database.review(cardID: stale.id) { card in
            seen = card
            return Self.scheduler.review(card, rating: .good, at: Self.start.advanced(bySeconds: 600))
        }
        #expect(seen == afterOther)
        #expect(seen != stale)
    }

    @Test func a_grade_of_a_removed_card_writes_nothing() throws {
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let card = try #require(try database.studyRow(for: .kanji("日"))).card
        try database.stopStudying([.kanji("日")])
        #expect(try database.review(cardID: card.id) { Self.scheduler.review($0, rating: .good, at: Self.start) } == .removed)
        #expect(try database.reviewLog().isEmpty)
    }

    @Test func a_grade_that_names_another_card_is_refused_and_writes_nothing() throws {
        try database.keepForStudy([.kanji("日"), .kanji("本")], at: Self.start)
        let sun = try #require(try database.studyRow(for: .kanji("日"))).card
        let book = try #require(try database.studyRow(for: .kanji("本"))).card
        #expect(throws: UserDataError.self) {
            try database.review(cardID: sun.id) { _ in Self.scheduler.review(book, rating: .good, at: Self.start) }
        }
        #expect(try database.reviewLog().isEmpty)
        #expect(try database.studyRow(for: .kanji("本"))?.card == book)
    }

    @Test func removing_takes_the_review_log_too_and_a_kept_again_item_gets_a_new_id() throws {
        try database.keepForStudy([.kanji("日"), .kanji("本")], at: Self.start)
        let oldID = try #require(try database.studyRow(for: .kanji("日"))).card.id
        try grade(.kanji("日"), .good, after: 0)
        try grade(.kanji("本"), .good, after: 0)
        #expect(try database.stopStudying([.kanji("日"), .kanji("月")]) == [.kanji("日")])
        #expect(try database.reviewLog().map(\.log.cardID) == [try #require(try database.studyRow(for: .kanji("本"))).card.id])
        let kept = try database.keepForStudy([.kanji("日")], at: Self.start)
        #expect(kept[0].row.card.id > oldID)
    }

    @Test func the_history_and_the_study_list_are_apart() throws {
        try database.record(.kanji("日"), at: Date())
        try database.keepForStudy([.kanji("本")], at: Self.start)
        #expect(try database.history().map(\.item) == [.kanji("日")])
        #expect(try database.clearHistory() == 1)
        #expect(try database.studyRows().map(\.item) == [.kanji("本")])
    }
}

extension StudyTests {
    @Test func a_compatibility_ideograph_is_a_card_of_its_own() throws {
        // U+F91D and U+6B04 are one character to Swift's String equality, two kanji to KANJIDIC2 and the file.
        let compatibility = RecordedItem.kanji("\u{F91D}")
        let unified = RecordedItem.kanji("\u{6B04}")
        let added = try database.keepForStudy([compatibility, unified], at: Self.start)
        #expect(added.map(\.isNew) == [true, true])
        #expect(try database.studyRows().map { Array($0.item.key.unicodeScalars) } == [["\u{F91D}"], ["\u{6B04}"]])
    }
}

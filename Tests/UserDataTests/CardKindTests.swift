import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v11: an item kept may have a recognition, a production and a reading card, each scheduled on its own; the
/// deck's kinds and one item's are switched without losing a review.
@Suite struct CardKindTests {
    let directory: TemporaryDirectory
    let database: UserDatabase
    static let start = Timestamp(secondsSince1970: 1_800_000_000)
    static let scheduler = Scheduler(enableFuzzing: false)

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    private func kinds(_ item: RecordedItem) throws -> [CardKind] {
        try database.studyRows(of: item).map(\.cardKind)
    }

    @Test func a_v10_file_upgrades_with_every_card_review_and_used_id_kept() throws {
        let path = directory.file("old.sqlite")
        let v10 = UserDataSchema(versions: Array(UserDataSchema.current.versions.prefix { $0.number <= 10 }))
        let old = try UserDatabase.open(at: path, schema: v10)
        try old.pool.write { db in
            try db.execute(sql: """
                INSERT INTO study_card (id, kind, key, reading, state, step, stability, difficulty, due, last_review, added_at,
                    sentence, sentence_mark_start, sentence_mark_length, source, frequency_rank, suspended, leech)
                VALUES (1, 'kanji', '日', '', 2, NULL, 12.5, 4.2, 1800900000, 1800000000, 1799000000, NULL, NULL, NULL, NULL, 12, 1, 1),
                       (7, 'word', '日本', 'にほん', 1, 0, 0.4, 6.1, 1800000600, 1800000000, 1799000000, '日本に行く', 0, 2, 'a.txt', 90, 0, 0);
                INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, due_before, state_after, made_leech)
                VALUES (1, 1800000000, 1, 2, NULL, 1800000000, 3, 1), (7, 1800000000, 3, 0, 0, 1800000000, 1, 0);
                """)
            // A card kept and removed: id 9 was used, so no later card may take it.
            try db.execute(sql: "INSERT INTO study_card (id, kind, key, state, due, added_at) VALUES (9, 'kanji', '月', 0, 0, 0)")
            try db.execute(sql: "DELETE FROM study_card WHERE id = 9")
        }
        // Every column of v10, as stored (this program's StudyRowScan reads v11's).
        let columns = "id, kind, key, reading, state, step, stability, difficulty, due, last_review, added_at, sentence, "
            + "sentence_mark_start, sentence_mark_length, source, frequency_rank, suspended, buried_until, leech"
        let stored = { (database: UserDatabase) in
            try database.pool.read { db in try Row.fetchAll(db, sql: "SELECT \(columns) FROM study_card ORDER BY id") }
        }
        let before = try stored(old)
        #expect(before.count == 2)

        let upgraded = try UserDatabase.open(at: path)
        #expect(try stored(upgraded) == before)
        #expect(try upgraded.studyRows().map(\.cardKind) == [.recognition, .recognition])
        #expect(try upgraded.reviewLog().count == 2)
        let kept = try upgraded.keepForStudy([.kanji("火")], at: Self.start)
        #expect(kept.first?.row.card.id == 10)
        #expect(try upgraded.pool.read { db in try db.foreignKeyViolations().next() } == nil)
    }

    @Test func an_item_kept_gets_a_card_of_each_kind_the_deck_makes_that_fits_it() throws {
        #expect(try database.studySettings().cardKinds == nil)
        try database.saveCardKinds([.recognition, .production, .reading], at: Self.start)
        #expect(try database.studySettings().cardKinds == [.recognition, .production, .reading])
        let additions = try database.keepForStudy([.kanji("日"), .word("日本", reading: "にほん"), .word("すし", reading: "すし")], at: Self.start)
        #expect(additions.map(\.row.cardKind) == [.recognition, .recognition, .recognition])
        #expect(try kinds(.kanji("日")) == [.recognition, .production, .reading])
        #expect(try kinds(.word("日本", reading: "にほん")) == [.recognition, .production, .reading])
        // A word written in kana has nothing to read.
        #expect(try kinds(.word("すし", reading: "すし")) == [.recognition, .production])
        #expect(try database.studyCardCount() == 8)
    }

    @Test func each_kind_is_scheduled_on_its_own() throws {
        try database.saveCardKinds([.recognition, .production], at: Self.start)
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let production = try #require(try database.studyRows(of: .kanji("日")).first { $0.cardKind == .production })
        _ = try database.review(cardID: production.card.id) { Self.scheduler.review($0, rating: .good, at: Self.start) }
        let cards = try database.studyRows(of: .kanji("日"))
        #expect(cards.map(\.card.state) == [.new, .learning])
        // What "is it kept?" reads is the recognition card.
        #expect(try database.studyRow(for: .kanji("日"))?.cardKind == .recognition)
    }

    @Test func switching_a_kind_off_suspends_its_cards_and_on_again_resumes_them_with_their_reviews() throws {
        try database.keepForStudy([.kanji("日"), .kanji("本")], at: Self.start)
        var change = try database.saveCardKinds([.recognition, .production], at: Self.start)
        #expect(change == UserDatabase.CardKindChange(added: 2))
        let production = try #require(try database.studyRows(of: .kanji("日")).first { $0.cardKind == .production })
        _ = try database.review(cardID: production.card.id) { Self.scheduler.review($0, rating: .good, at: Self.start) }

        change = try database.saveCardKinds(nil, at: Self.start)
        #expect(change == UserDatabase.CardKindChange(suspended: 2))
        #expect(try database.studyRows(of: .kanji("日")).map(\.setAside.isSuspended) == [false, true])
        #expect(try database.reviewLog().count == 1)

        change = try database.saveCardKinds([.recognition, .production], at: Self.start)
        #expect(change == UserDatabase.CardKindChange(resumed: 2))
        let resumed = try #require(try database.studyRows(of: .kanji("日")).first { $0.cardKind == .production })
        #expect(resumed.card.id == production.card.id)
        #expect(resumed.card.state == .learning)
    }

    @Test func one_items_kinds_change_alone_and_never_to_no_card_at_all() throws {
        try database.keepForStudy([.kanji("日"), .kanji("本")], at: Self.start)
        let change = try database.setCardKinds(of: .kanji("日"), on: [.reading], off: [], at: Self.start)
        #expect(change == UserDatabase.CardKindChange(added: 1))
        #expect(try kinds(.kanji("日")) == [.recognition, .reading])
        #expect(try kinds(.kanji("本")) == [.recognition])

        #expect(throws: UserDataError.self) {
            try database.setCardKinds(of: .kanji("本"), on: [], off: [.recognition], at: Self.start)
        }
        #expect(try database.studyRows(of: .kanji("本")).map(\.setAside.isSuspended) == [false])
        #expect(throws: UserDataError.self) {
            try database.setCardKinds(of: .kanji("月"), on: [.production], off: [], at: Self.start)
        }
    }

    @Test func a_word_that_no_chosen_kind_fits_keeps_its_cards() throws {
        try database.keepForStudy([.kanji("日"), .word("すし", reading: "すし")], at: Self.start)
        let change = try database.saveCardKinds([.writing], at: Self.start)
        #expect(change == UserDatabase.CardKindChange(added: 1, suspended: 1))
        #expect(try database.studyRows(of: .kanji("日")).map(\.setAside.isSuspended) == [true, false])
        #expect(try database.studyRows(of: .word("すし", reading: "すし")).map(\.setAside.isSuspended) == [false])
        // Kept anew, a word gets the card that fits it.
        try database.keepForStudy([.word("日本", reading: "にほん")], at: Self.start)
        #expect(try kinds(.word("日本", reading: "にほん")) == [.recognition])
        #expect(try kinds(.kanji("日")) == [.recognition, .writing])
    }

    @Test func a_leech_stays_suspended_when_its_kind_comes_back() throws {
        try database.saveCardKinds([.recognition, .production], at: Self.start)
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let production = try #require(try database.studyRows(of: .kanji("日")).first { $0.cardKind == .production })
        try database.pool.write { db in try db.execute(sql: "UPDATE study_card SET leech = 1 WHERE id = ?", arguments: [production.card.id]) }
        try database.saveCardKinds(nil, at: Self.start)
        try database.saveCardKinds([.recognition, .production], at: Self.start)
        #expect(try database.studyRows(of: .kanji("日")).map(\.setAside.isSuspended) == [false, true])
    }

    @Test func removing_an_item_takes_every_kind_and_undoing_it_puts_every_kind_back() throws {
        try database.saveCardKinds([.recognition, .production, .reading], at: Self.start)
        try database.keepForStudy([.kanji("日")], at: Self.start)
        let before = try database.studyRows(of: .kanji("日"))
        let snapshot = try #require(try database.takeOffStudy(.kanji("日")))
        #expect(try database.studyRows(of: .kanji("日")).isEmpty)
        try database.restoreStudy(snapshot)
        #expect(try database.studyRows(of: .kanji("日")) == before)
    }

    @Test func a_list_of_kinds_reads_names_in_template_order_and_names_a_bad_one() throws {
        #expect(try CardKind.list(parsing: "reading, recognition,reading").get() == [.recognition, .reading])
        #expect(throws: CardKindListError(name: "writting")) { try CardKind.list(parsing: "recognition,writting").get() }
        #expect("\(CardKindListError(name: ""))".contains("at least one"))
        #expect(CardKind(templateOrder: 1) == .production)
        #expect(CardKind(templateOrder: 7) == nil)
    }
}

import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v5: the order new cards are introduced in (kept, or by the frequency rank stored at keep time), the
/// next new card in either order, and ranks given to cards kept without one.
@Suite struct NewCardOrderTests {
    static let start = Timestamp(secondsSince1970: 1_800_000_000)

    /// 本 (rank 10), 日 (rank 1), 猫 (no rank), 木 (rank 5), kept in that order; 日 then graded (no longer new).
    static func deck(_ directory: TemporaryDirectory) throws -> UserDatabase {
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.keepForStudy([StudyKeeping(.kanji("本"), frequencyRank: 10), StudyKeeping(.kanji("日"), frequencyRank: 1),
                                   StudyKeeping(.kanji("猫")), StudyKeeping(.kanji("木"), frequencyRank: 5),
                                   StudyKeeping(.kanji("月"), frequencyRank: 2)], at: start)
        let moon = try #require(try database.studyRow(for: .kanji("月"))).card
        _ = try database.review(cardID: moon.id) { Scheduler(enableFuzzing: false).review($0, rating: .good, at: start) }
        return database
    }

    static func walk(_ database: UserDatabase, _ order: StudyNewCardOrder, dueBy: Timestamp = start) throws -> [String] {
        var keys: [String] = []
        var previous: StudyRow?
        while let next = try database.nextNewStudyRow(dueBy: dueBy, after: previous, order: order) {
            keys.append(next.item.key)
            previous = next
        }
        return keys
    }

    @Test func new_cards_come_in_the_order_kept_or_most_common_first_with_the_unranked_last() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.deck(directory)
        #expect(try Self.walk(database, .kept) == ["本", "日", "猫", "木"])
        #expect(try Self.walk(database, .frequency) == ["日", "木", "本", "猫"])
        #expect(try Self.walk(database, .frequency, dueBy: Self.start.advanced(bySeconds: -1)) == [], "none due yet")
    }

    @Test func each_step_is_planned_along_its_partial_index() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.deck(directory)
        for index in ["study_card_new_in_kept_order", "study_card_new_by_frequency"] {
            let plan = try database.read { db in
                try Row.fetchAll(db, sql: """
                    EXPLAIN QUERY PLAN SELECT id FROM study_card INDEXED BY \(index) WHERE state = 0 ORDER BY id LIMIT 1
                    """).map { $0["detail"] as String }
            }
            #expect(plan.contains { $0.contains(index) }, "\(plan)")
        }
    }

    @Test func the_order_is_a_setting_and_kept_is_the_default() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(try database.studySettings().newOrder == nil)
        try database.saveNewCardOrder(.frequency)
        try database.saveNewCardsPerDay(5)
        #expect(try database.studySettings() == StudySettings(newPerDay: 5, newOrder: .frequency))
        try database.saveNewCardOrder(nil)
        #expect(try database.studySettings().newOrder == nil)
        #expect {
            try database.write { db in try db.execute(sql: "UPDATE study_settings SET new_order = 'random'") }
        } throws: { ($0 as? UserDataError)?.message.contains("CHECK constraint failed") == true }
    }

    @Test func missing_ranks_are_filled_in_without_touching_anything_else() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.deck(directory)
        let before = try database.studyRows()
        let filled = try database.fillMissingFrequencyRanks { $0.key == "猫" ? 3 : 99 }
        #expect(filled == 1, "only 猫 lacked a rank")
        let after = try database.studyRows()
        #expect(after.map(\.frequencyRank) == before.map { $0.item.key == "猫" ? 3 : $0.frequencyRank })
        #expect(after.map(\.card) == before.map(\.card) && after.map(\.addedAt) == before.map(\.addedAt))
        #expect(try database.fillMissingFrequencyRanks { _ in 1 } == 0)
        #expect(try Self.walk(database, .frequency) == ["日", "猫", "木", "本"])
    }
}

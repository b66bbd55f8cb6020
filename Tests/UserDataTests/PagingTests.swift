import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// The history and the study list a page at a time: the rows of any stretch, the counts and an item's position,
/// each answered along an index (the query plans say so), so a screen's cost follows what it shows.
@Suite struct PagingTests {
    let directory: TemporaryDirectory
    let database: UserDatabase
    static let start = Timestamp(secondsSince1970: 1_800_000_000)

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    /// 日0 … 日9 opened a second apart: 日9 is the newest.
    private func recordTen() throws {
        for number in 0..<10 {
            try database.record(.kanji("日\(number)"), at: Date(timeIntervalSince1970: 1_800_000_000 + Double(number)))
        }
    }

    @Test func a_history_page_is_the_stretch_asked_for_and_positions_count_the_newer_rows() throws {
        try recordTen()
        #expect(try database.historyCount() == 10)
        #expect(try database.history(offset: 3, limit: 4).map(\.item.key) == ["日6", "日5", "日4", "日3"])
        #expect(try database.history(offset: 8, limit: 4).map(\.item.key) == ["日1", "日0"])
        #expect(try database.history(offset: 10, limit: 4).isEmpty)
        #expect(try database.historyPosition(of: .kanji("日9")) == 0)
        #expect(try database.historyPosition(of: .kanji("日2")) == 7)
        #expect(try database.historyPosition(of: .kanji("月")) == nil)
        #expect(throws: UserDataError.self) { try database.history(offset: -1, limit: 1) }
    }

    /// Two openings in the same millisecond: the later one (the larger id) is newer, in the pages and the positions.
    @Test func a_position_breaks_a_tie_of_times_by_id_as_the_pages_do() throws {
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        try database.record(.kanji("日"), at: time)
        try database.record(.kanji("本"), at: time)
        #expect(try database.history(offset: 0, limit: 2).map(\.item.key) == ["本", "日"])
        #expect(try database.historyPosition(of: .kanji("本")) == 0)
        #expect(try database.historyPosition(of: .kanji("日")) == 1)
    }

    /// 月 火 水 due now, 木 due in an hour, 金 in two days.
    private func keepFive() throws {
        _ = try database.keepForStudy([.kanji("月"), .kanji("火"), .kanji("水")], at: Self.start)
        _ = try database.keepForStudy([.kanji("木")], at: Self.start.advanced(bySeconds: 3_600))
        _ = try database.keepForStudy([.kanji("金")], at: Self.start.advanced(byDays: 2))
    }

    @Test func study_pages_counts_and_positions_follow_the_due_order() throws {
        try keepFive()
        #expect(try database.studyRows(offset: 1, limit: 3).map(\.item.key) == ["火", "水", "木"])
        #expect(try database.studyRows(dueBy: Self.start).map(\.item.key) == ["月", "火", "水"])
        #expect(try database.studyCardCount() == 5)
        #expect(try database.studyCardsDueByState(by: Self.start) == (3, 0, 0))
        #expect(try database.studyCardsDueByState(by: Self.start.advanced(bySeconds: -1)) == (0, 0, 0))
        #expect(try database.soonestStudyDue(after: Self.start) == Self.start.advanced(bySeconds: 3_600))
        #expect(try database.soonestStudyDue(after: Self.start.advanced(byDays: 2)) == nil)
        let wood = try #require(try database.studyRows().first { $0.item.key == "木" })
        #expect(try database.studyPosition(ofCard: wood.card.id) == 3)
        #expect(try database.studyPosition(ofCard: 999) == nil)
    }

    /// An item kept in several kinds has a row for each: each card's position is its own, not its item's first.
    @Test func a_cards_position_is_its_own_among_its_items_cards() throws {
        try database.saveCardKinds([.recognition, .production, .reading], at: Self.start)
        _ = try database.keepForStudy([.kanji("月"), .kanji("火")], at: Self.start)
        let rows = try database.studyRows()
        #expect(rows.map { "\($0.item.key) \($0.cardKind)" }
            == ["月 recognition", "月 production", "月 reading", "火 recognition", "火 production", "火 reading"])
        for (index, row) in rows.enumerated() {
            #expect(try database.studyPosition(ofCard: row.card.id) == index)
        }
    }

    /// A review walks the cards due by its start one at a time; a card graded (due later) is not given again.
    @Test func the_next_due_card_walks_the_queue_after_the_card_shown() throws {
        try keepFive()
        let first = try #require(try database.nextStudyRow(dueBy: Self.start, after: nil))
        #expect(first.item.key == "月")
        _ = try database.review(cardID: first.card.id) { Scheduler(enableFuzzing: false).review($0, rating: .good, at: Self.start) }
        let second = try #require(try database.nextStudyRow(dueBy: Self.start, after: (first.card.due, first.card.id)))
        #expect(second.item.key == "火")
        let third = try database.nextStudyRow(dueBy: Self.start, after: (second.card.due, second.card.id))
        #expect(third?.item.key == "水")
        #expect(try database.nextStudyRow(dueBy: Self.start, after: (third!.card.due, third!.card.id)) == nil)
    }

    /// Every paging query walks an index: none scans a table or sorts in a temporary b-tree.
    @Test func every_paging_query_is_planned_along_an_index() throws {
        let queries = [
            "SELECT kind, key, reading, opened_at_ms FROM history ORDER BY opened_at_ms DESC, id DESC LIMIT 40 OFFSET 5000",
            """
            SELECT (SELECT COUNT(*) FROM history AS newer WHERE (newer.opened_at_ms, newer.id) > (found.opened_at_ms, found.id))
            FROM history AS found WHERE found.kind = 'kanji' AND found.key = '日' AND found.reading = ''
            """,
            "SELECT \(StudyRowScan.columns) FROM study_card WHERE due <= 0 ORDER BY due, id LIMIT 40 OFFSET 5000",
            "SELECT COUNT(*) FROM study_card",
            "SELECT COALESCE(SUM(due <= 0), 0), COALESCE(SUM(due <= 1), 0) FROM study_card WHERE due <= 1",
            "SELECT MIN(due) FROM study_card WHERE due > 0",
            "SELECT \(StudyRowScan.columns) FROM study_card WHERE due <= 0 AND (due, id) > (0, 0) ORDER BY due, id LIMIT 1",
            """
            SELECT (SELECT COUNT(*) FROM study_card AS sooner WHERE (sooner.due, sooner.id) < (found.due, found.id))
            FROM study_card AS found WHERE found.kind = 'kanji' AND found.key = '日' AND found.reading = ''
            """,
        ]
        for sql in queries {
            let plan: [String] = try database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] }
            }
            let steps = plan.joined(separator: " | ")
            #expect(!steps.contains("TEMP B-TREE"), "\(sql): \(steps)")
            #expect(!plan.contains { $0.hasPrefix("SCAN") && !$0.contains("INDEX") }, "\(sql): \(steps)")
        }
    }
}

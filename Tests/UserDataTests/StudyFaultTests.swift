import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// The study list under faults: `kill -9` during reviews, two instances reviewing one card at once, and a
/// file that can no longer be written.
@Suite struct StudyFaultTests {
    /// Replays the log in the order the grades were saved and requires each grade to have started from the
    /// card the previous one left: a grade computed from a stale card (a lost update) breaks the chain.
    /// - Returns: the card after the last grade.
    static func replayChain(_ database: UserDatabase, of item: RecordedItem) throws -> Card {
        let row = try #require(try database.studyRow(for: item))
        var card = Card.new(id: row.card.id, due: row.addedAt)
        for review in try database.reviewLog() where review.log.cardID == row.card.id {
            #expect(review.before == card, "grade \(review.id) started from a card another grade had replaced")
            card = Scheduler().review(card, rating: review.log.rating, at: review.log.reviewedAt).card
        }
        #expect(card == row.card)
        return card
    }

    @Test func sigkill_during_reviews_loses_no_saved_grade_ten_times_over() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        var mustBeThere = Set<Int>()
        var generator = SystemRandomNumberGenerator()
        for round in 0..<10 {
            let writer = try WriterProcess(path: path, prefix: "日", count: 1_000_000, reviewing: true)
            // After its first saved grade, so every round kills it among the grades however loaded the machine.
            writer.waitForFirstReport()
            usleep(UInt32.random(in: 0...50_000, using: &generator))
            kill(writer.processIdentifier, SIGKILL)
            let outcome = writer.finish()
            #expect(outcome.reason == .uncaughtSignal && outcome.status == SIGKILL, "round \(round): \(outcome.errors)")
            mustBeThere.formUnion(outcome.recorded)
        }
        let database = try UserDatabase.open(at: path)
        let saved = Set(try database.reviewLog().map { Int($0.id) })
        #expect(mustBeThere.isSubset(of: saved), "lost: \(mustBeThere.subtracting(saved).sorted().prefix(10))")
        #expect(mustBeThere.count >= 10, "the writer must have been killed mid-way, after grading")
        _ = try Self.replayChain(database, of: .kanji("日"))
        let check = try database.pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }

    @Test func two_processes_reviewing_one_card_at_once_lose_no_grade() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let count = 200
        let writers = try (0..<2).map { _ in try WriterProcess(path: path, prefix: "日", count: count, reviewing: true) }
        var saved: [Int] = []
        for writer in writers {
            let outcome = writer.finish()
            #expect(outcome.status == 0, "\(outcome.errors)")
            #expect(outcome.recorded.count == count)
            saved += outcome.recorded
        }
        let database = try UserDatabase.open(at: path)
        #expect(try database.reviewLog().map { Int($0.id) }.sorted() == saved.sorted())
        #expect(try database.studyRows().count == 1)
        _ = try Self.replayChain(database, of: .kanji("日"))
    }

    @Test func two_instances_in_one_process_reviewing_at_once_lose_no_grade() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let first = try UserDatabase.open(at: path)
        let second = try UserDatabase.open(at: path)
        let start = Timestamp(secondsSince1970: 1_800_000_000)
        let cardID = try first.keepForStudy([.kanji("日")], at: start)[0].row.card.id
        try await withThrowingTaskGroup(of: Void.self) { group in
            for database in [first, second] {
                group.addTask {
                    for number in 0..<200 {
                        _ = try database.review(cardID: cardID) { card in
                            Scheduler().review(card, rating: .good, at: start.advanced(bySeconds: Int64(number)))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try first.reviewLog().count == 400)
        _ = try Self.replayChain(first, of: .kanji("日"))
    }

    @Test func a_full_disk_is_a_one_line_message_naming_the_file_and_keeps_nothing_half_done() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        try database.keepForStudy([.kanji("日")], at: Timestamp(secondsSince1970: 0))
        // No page more than the file has now: the next page the study list needs is a full disk to SQLite.
        try database.pool.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let many = (0..<2_000).map { RecordedItem.word("word-\($0)-" + String(repeating: "x", count: 100)) }
        do {
            try database.keepForStudy(many, at: Timestamp(secondsSince1970: 1))
            Issue.record("2,000 cards fitted in no new page")
        } catch {
            #expect(error.problem == .sqlite)
            #expect(error.message == "\(path): cannot be written (database or disk is full)")
        }
        #expect(try database.studyRows().map(\.item) == [.kanji("日")])
    }

    @Test func a_file_made_read_only_while_open_is_a_one_line_message_naming_the_file() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        try database.keepForStudy([.kanji("日")], at: Timestamp(secondsSince1970: 0))
        // What SQLite answers when the file cannot be written: its writer connection made read-only.
        try database.pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }
        do {
            try database.keepForStudy([.kanji("本")], at: Timestamp(secondsSince1970: 1))
            Issue.record("a read-only connection wrote")
        } catch {
            #expect(error.problem == .notWritable)
            #expect(error.message == "\(path): cannot be written (attempt to write a readonly database)")
        }
        #expect(try database.studyRows().map(\.item) == [.kanji("日")])
    }

    @Test func a_read_only_file_is_refused_when_opened_and_left_as_it_is() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).keepForStudy([.kanji("日")], at: Timestamp(secondsSince1970: 0))
        let before = try #require(FileManager.default.contents(atPath: path))
        try Unwritable.make(path)
        defer { Unwritable.undo(path) }
        #expect {
            try UserDatabase.open(at: path)
        } throws: { error in
            let error = error as? UserDataError
            return error?.problem == .notWritable && error?.message.hasPrefix("\(path): it cannot be written (") == true
                && error?.message.contains("\n") == false
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }
}

import Foundation
import Testing
@testable import UserData

@Suite struct HistoryTests {
    let directory: TemporaryDirectory
    let database: UserDatabase

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    static func time(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

    @Test func entries_come_newest_first_with_their_times() throws {
        try database.record(.kanji("日"), at: Self.time(1))
        try database.record(.word("日本", reading: "にほん"), at: Self.time(2.5))
        try database.record(.kanji("本"), at: Self.time(3))
        let history = try database.history()
        #expect(history.map(\.item) == [.kanji("本"), .word("日本", reading: "にほん"), .kanji("日")])
        #expect(history.map(\.openedAt) == [Self.time(3), Self.time(2.5), Self.time(1)])
    }

    @Test func reopening_an_item_moves_its_one_row_to_the_top() throws {
        try database.record(.kanji("日"), at: Self.time(1))
        try database.record(.kanji("本"), at: Self.time(2))
        try database.record(.kanji("日"), at: Self.time(3))
        #expect(try database.history().map(\.item) == [.kanji("日"), .kanji("本")])
    }

    @Test func openings_in_the_same_millisecond_keep_the_order_they_were_recorded_in() throws {
        for key in ["一", "二", "三", "二"] {
            try database.record(.kanji(key), at: Self.time(1))
        }
        #expect(try database.history().map(\.item.key) == ["二", "三", "一"])
    }

    @Test func kind_and_reading_are_part_of_an_items_identity() throws {
        try database.record(.kanji("日"), at: Self.time(1))
        try database.record(.word("日"), at: Self.time(2))
        try database.record(.word("生物", reading: "せいぶつ"), at: Self.time(3))
        try database.record(.word("生物", reading: "なまもの"), at: Self.time(4))
        #expect(try database.history().count == 4)
        #expect(RecordedItem.word("日", reading: "") == .word("日"))
    }

    @Test func the_limit_keeps_the_newest() throws {
        for second in 0..<10 {
            try database.record(.kanji("\(second)"), at: Self.time(Double(second)))
        }
        #expect(try database.history(limit: 3).map(\.item.key) == ["9", "8", "7"])
        #expect(try database.history(limit: 0).isEmpty)
    }

    @Test func delete_removes_only_that_item_and_says_whether_it_was_there() throws {
        try database.record(.kanji("日"), at: Self.time(1))
        try database.record(.kanji("本"), at: Self.time(2))
        #expect(try database.delete(.kanji("日")))
        #expect(try !database.delete(.kanji("日")))
        #expect(try database.history().map(\.item) == [.kanji("本")])
    }

    @Test func clear_empties_the_history_and_counts_what_it_removed() throws {
        try database.record(.kanji("日"), at: Self.time(1))
        try database.record(.kanji("本"), at: Self.time(2))
        #expect(try database.clearHistory() == 2)
        #expect(try database.history().isEmpty)
        #expect(try database.clearHistory() == 0)
    }

    @Test func an_empty_key_or_a_negative_limit_is_refused_with_a_message() {
        #expect {
            try database.record(.kanji(""), at: Self.time(1))
        } throws: { error in
            (error as? UserDataError)?.message == "a history item needs a key (the kanji or the word), not an empty string"
        }
        #expect {
            try database.history(limit: -1)
        } throws: { error in
            (error as? UserDataError)?.message == "a history limit must be 0 or more, not -1"
        }
    }

    @Test func every_record_is_in_the_file_when_the_call_returns() throws {
        try database.record(.kanji("日"), at: Self.time(1))
        // A second, independent connection sees it: it was committed, not held in a transaction.
        let other = try UserDatabase.open(at: database.path)
        #expect(try other.history().map(\.item) == [.kanji("日")])
    }
}

import TestResources
import FSRS
import Foundation
import Testing
import UserData

/// `kanji-tui study config` and the three numbers of `study list --due`, through the built binary, on a user
/// database made for each test.
@Suite final class StudyConfigCommandTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyConfigCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func study(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study"] + arguments + ["--user-data", path])
    }

    @Test func with_no_option_it_prints_the_defaults_and_creates_no_file() throws {
        let text = try study(["config"])
        #expect(text.status == 0)
        #expect(text.standardOutput == "new cards per day: 20 (default)\nreviews per day: no limit (default)\nnew card order: kept (default)\nleech threshold: 8 lapses (default)\ncard kinds: recognition (default)\n")
        let json = try study(["config", "--json"])
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(settings["new_per_day"] as? Int == 20 && settings["reviews_per_day"] is NSNull && settings["new_order"] as? String == "kept")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Anki's leech threshold, 8 lapses, until set; 0 turns leeches off; a negative count changes nothing (status 64).
    @Test func leech_threshold_is_8_until_set_and_0_turns_leeches_off() throws {
        let json = try study(["config", "--json"])
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(settings["leech_threshold"] as? Int == 8)
        let set = try study(["config", "--leech-threshold", "4"])
        #expect(set.status == 0, "\(set.standardError)")
        #expect(set.standardOutput.contains("leech threshold: 4 lapses\n"))
        #expect(try UserDatabase.open(at: path).studySettings().leechThreshold == 4)
        #expect(try study(["config", "--leech-threshold", "0"]).standardOutput.contains("leech threshold: off\n"))
        let refused = try study(["config", "--leech-threshold", "-1"])
        #expect(refused.status == 64 && refused.standardError.contains("--leech-threshold must be a number ≥ 0"))
        #expect(try UserDatabase.open(at: path).studySettings().leechThreshold == 0)
    }

    @Test func options_set_the_limits_and_none_lifts_the_reviews_limit() throws {
        let set = try study(["config", "--new-per-day", "25", "--reviews-per-day", "100"])
        #expect(set.status == 0)
        #expect(set.standardOutput == "new cards per day: 25\nreviews per day: 100\nnew card order: kept (default)\nleech threshold: 8 lapses (default)\ncard kinds: recognition (default)\n")
        #expect(try UserDatabase.open(at: path).studySettings() == StudySettings(newPerDay: 25, reviewsPerDay: 100))
        #expect(try study(["config", "--reviews-per-day", "none"]).standardOutput == "new cards per day: 25\nreviews per day: no limit (default)\nnew card order: kept (default)\nleech threshold: 8 lapses (default)\ncard kinds: recognition (default)\n")
    }

    @Test func new_order_frequency_ranks_the_cards_kept_without_one_and_changes_nothing_else() throws {
        let database = try UserDatabase.open(at: path)
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        // As an older kanji-tui kept them: no rank.
        try database.keepForStudy([.kanji("本"), .kanji("日"), .word("日本", reading: "にほん")], at: now)
        let before = try database.studyRows()
        #expect(before.allSatisfy { $0.frequencyRank == nil })

        let set = try study(["config", "--new-order", "frequency"])
        #expect(set.status == 0, "\(set.standardError)")
        #expect(set.standardOutput.contains("new card order: frequency\n"))
        let after = try database.studyRows()
        #expect(after.map(\.frequencyRank) == [10, 1, 91])
        #expect(after.map(\.card) == before.map(\.card) && after.map(\.item) == before.map(\.item))
        #expect(try database.studySettings().newOrder == .frequency)
        #expect(try study(["config", "--new-order", "kept"]).standardOutput.contains("new card order: kept\n"))
        let bad = try study(["config", "--new-order", "random"])
        #expect(bad.status == 64 && bad.standardError.contains("'random' is invalid for '--new-order"))
    }

    @Test func bad_input_is_named_exits_64_and_writes_nothing() throws {
        let negative = try study(["config", "--new-per-day=-5"])
        #expect(negative.status == 64)
        #expect(negative.standardError.contains("--new-per-day must be a number ≥ 0 (how many new cards a day introduces), not -5."))
        let spaced = try study(["config", "--new-per-day", "-3"])
        #expect(spaced.status == 64)
        #expect(spaced.standardError.contains("--new-per-day must be a number ≥ 0 (how many new cards a day introduces), not -3."),
                "a negative number after a space is the option's value, not an option")
        let reviews = try study(["config", "--reviews-per-day", "-2"])
        #expect(reviews.status == 64 && reviews.standardError.contains("-2") && !reviews.standardError.contains("Missing value"))
        let word = try study(["config", "--reviews-per-day", "lots"])
        #expect(word.status == 64)
        #expect(word.standardError.contains("lots") && word.standardError.contains("--reviews-per-day"))
        let order = try study(["config", "--new-per-day", "ten", "--reviews-per-day", "5"])
        #expect(order.status == 64)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing was written, not even a new file")
    }

    @Test func list_due_counts_new_learning_and_review_within_the_limits() throws {
        let database = try UserDatabase.open(at: path)
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        try database.keepForStudy((0..<25).map { RecordedItem.kanji(String(UnicodeScalar(0x4E00 + $0)!)) }, at: now)
        let first = try #require(try database.studyRows(limit: 1).first).card
        _ = try database.review(cardID: first.id) { Scheduler(enableFuzzing: false).review($0, rating: .again, at: now) }

        let due = try study(["list", "--due"])
        #expect(due.status == 0)
        #expect(due.standardOutput.split(separator: "\n").first == "19 new · 0 learning · 0 review due now (+5 new over today's limit)",
                "one new card introduced today (learning, due in a minute): 19 more today")
        try database.saveNewCardsPerDay(0)
        #expect(try study(["list", "--due"]).standardOutput.split(separator: "\n").first
                == "0 new · 0 learning · 0 review due now (+24 new over today's limit)")
    }

    /// The keys of `study list --due --tsv`'s rows with their state: "木 learning".
    private func dueKeys(_ outcome: KanjiTUIProcess.Outcome) -> [String] {
        outcome.standardOutput.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return "\(fields[1]) \(fields[3])"
        }
    }

    /// 木 in a learning step and due (graded Again two minutes ago, which introduced it today), 月 火 水 review
    /// cards due (graded Easy 40 days ago), and 25 new cards kept now, in the order 一 丁 丂 ….
    private func keepADeckOfEveryState(now: Timestamp) throws -> UserDatabase {
        let database = try UserDatabase.open(at: path)
        let scheduler = Scheduler(enableFuzzing: false)
        let past = now.advanced(byDays: -40)
        try database.keepForStudy([.kanji("月"), .kanji("火"), .kanji("水")], at: past)
        for row in try database.studyRows() {
            _ = try database.review(cardID: row.card.id) { scheduler.review($0, rating: .easy, at: past) }
        }
        try database.keepForStudy([.kanji("木")], at: now.advanced(bySeconds: -180))
        let wood = try #require(try database.studyRow(for: .kanji("木"))).card
        _ = try database.review(cardID: wood.id) { scheduler.review($0, rating: .again, at: now.advanced(bySeconds: -120)) }
        try database.keepForStudy((0..<25).map { RecordedItem.kanji(String(UnicodeScalar(0x4E00 + $0)!)) }, at: now.advanced(bySeconds: -60))
        return database
    }

    @Test func list_due_in_every_format_lists_what_a_review_shows_within_the_limits_in_its_order() throws {
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let database = try keepADeckOfEveryState(now: now)
        try database.saveNewCardsPerDay(4)
        try database.saveReviewsPerDay(2)
        let expected = ["木 learning", "月 review", "火 review", "一 new", "丁 new", "丂 new"]

        let tsv = try study(["list", "--due", "--tsv"])
        #expect(tsv.status == 0, "\(tsv.standardError)")
        #expect(dueKeys(tsv) == expected, "the learning card, two of the three reviews, three of 25 new (one was introduced today)")

        let text = try study(["list", "--due"])
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.first == "3 new · 1 learning · 2 review due now (+22 new, +1 review over today's limits)")
        #expect(lines.dropFirst().map { $0.split(separator: " ").dropFirst(4).first.map(String.init) ?? "" }
                == ["木", "月", "火", "一", "丁", "丂"], "the same cards as text, in the same order")

        let json = try study(["list", "--due", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["new"] as? Int == 3 && object["learning"] as? Int == 1 && object["review"] as? Int == 2)
        #expect(object["held_back_new"] as? Int == 22 && object["held_back_review"] as? Int == 1)
        let cards = try #require(object["cards"] as? [[String: Any]])
        #expect(cards.map { "\($0["key"] as? String ?? "") \($0["state"] as? String ?? "")" } == expected)

        try database.saveReviewsPerDay(nil)
        try database.saveNewCardsPerDay(0)
        #expect(dueKeys(try study(["list", "--due", "--tsv"])) == ["木 learning", "月 review", "火 review", "水 review"],
                "no new card past the limit; every review without one")
        let all = try study(["list", "--tsv"])
        #expect(all.standardOutput.split(separator: "\n").count == 1 + 29, "without --due, every card, limits or not")
    }

    @Test func list_due_brings_new_cards_in_the_order_a_review_introduces_them() throws {
        let database = try UserDatabase.open(at: path)
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        try database.keepForStudy([StudyKeeping(.kanji("本"), frequencyRank: 10), StudyKeeping(.kanji("木"), frequencyRank: 5),
                                   StudyKeeping(.kanji("日"), frequencyRank: 1), StudyKeeping(.kanji("𠀋"))], at: now.advanced(bySeconds: -60))
        try database.saveNewCardsPerDay(3)
        #expect(dueKeys(try study(["list", "--due", "--tsv"])) == ["本 new", "木 new", "日 new"])
        try database.saveNewCardOrder(.frequency)
        #expect(dueKeys(try study(["list", "--due", "--tsv"])) == ["日 new", "木 new", "本 new"])
        try database.saveNewCardsPerDay(4)
        #expect(dueKeys(try study(["list", "--due", "--tsv"])).last == "𠀋 new", "a card without a rank comes last")
    }
}

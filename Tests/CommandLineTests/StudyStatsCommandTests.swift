import TestResources
import FSRS
import Foundation
import Testing
import UserData

/// `kanji-tui study stats` through the built binary: the charts as plain text, the numbers as JSON, a width it
/// refuses, and a missing database.
@Suite final class StudyStatsCommandTests {
    let directory: URL
    let path: String
    /// Noon of the current UTC day: the reviews below fall on whole days before it, whenever the test runs (the
    /// command reads the real clock).
    let noon: Timestamp

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyStatsCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
        noon = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970) / 86_400 * 86_400 + 43_200)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func stats(_ arguments: [String] = []) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study", "stats"] + arguments + ["--user-data", path], environment: ["TZ": "UTC"])
    }

    /// 日 and 本 kept three days ago; 日 graded Good two days ago, 本 Again yesterday.
    func keepAndGrade() throws {
        let database = try UserDatabase.open(at: path)
        try database.keepForStudy([.kanji("日"), .kanji("本")], at: noon.advanced(byDays: -3))
        let scheduler = Scheduler(enableFuzzing: false)
        for (item, rating, days) in [(RecordedItem.kanji("日"), Rating.good, -2), (.kanji("本"), .again, -1)] {
            let cardID = try #require(try database.studyRow(for: item)).card.id
            _ = try database.review(cardID: cardID) { scheduler.review($0, rating: rating, at: self.noon.advanced(byDays: days)) }
        }
    }

    @Test func json_gives_the_numbers_by_day_period_and_state() throws {
        try keepAndGrade()
        let outcome = try stats(["--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(json["today"] as? String == Timestamp.utcDate(ofDay: DeckStatistics.day(of: noon)))
        let reviews = try #require(json["reviews"] as? [[String: Any]])
        #expect(reviews.count == 30)
        #expect(reviews.suffix(3).map { $0["learning"] as? Int } == [1, 1, 0])
        #expect(reviews.last?["date"] as? String == json["today"] as? String)
        let forecast = try #require(json["due_forecast"] as? [[String: Any]])
        #expect(forecast.count == 30 && forecast.map { $0["due"] as? Int ?? 0 }.reduce(0, +) == 2)
        let retention = try #require(json["true_retention"] as? [[String: Any]])
        #expect(retention.map { $0["period"] as? String } == ["today", "yesterday", "last_week", "last_month", "last_year", "all_time"])
        let young = try #require(retention[0]["young"] as? [String: Any])
        #expect(young["retention"] is NSNull, "no review card was graded: null, not 0")
        let counts = try #require(json["card_counts"] as? [String: Int])
        #expect(counts == ["new": 0, "learning": 2, "relearning": 0, "young": 0, "mature": 0, "suspended": 0, "buried": 0, "total": 2,
                           "leeches": 0])
        let stability = try #require(json["stability"] as? [String: Any])
        #expect((stability["buckets"] as? [[String: Any]])?.count == StabilityBucket.allCases.count)
        #expect(stability["average_days"] is Double)
    }

    @Test func text_draws_the_charts_in_plain_glyphs_within_the_width() throws {
        try keepAndGrade()
        for width in [80, 40] {
            let outcome = try stats(width == 80 ? [] : ["--width", "40"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for heading in ["Reviews · last 30 days", "Due forecast · next 30 days", "True retention", "Card counts", "Stability"] {
                #expect(lines.contains { $0.hasPrefix(heading) }, "\(heading) at \(width) columns")
            }
            #expect(lines.allSatisfy { $0.count <= width }, "every line fits \(width) columns")
            #expect(!outcome.standardOutput.contains("\u{1B}"), "no escape sequence: plain text, colourless")
            #expect(outcome.standardOutput.contains("░"), "the two learning reviews are drawn with the learning glyph")
            #expect(lines.contains { $0.hasPrefix("  2 reviews on 2 of 30 days") })
        }
    }

    @Test func a_width_too_narrow_for_the_charts_is_refused_with_the_range() throws {
        let outcome = try stats(["--width", "20"])
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("--width must be 36 to 1000 columns (the charts' axes and the retention table need 36), not 20"))
    }

    @Test func a_missing_database_is_an_empty_study_list_and_is_not_created() throws {
        let outcome = try stats(["--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("\"total\" : 0"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

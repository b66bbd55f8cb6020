import TestResources
import FSRS
import Foundation
import Testing
import UserData

/// `kanji-tui study optimize` through the built binary, on a user database made for each test.
@Suite final class StudyOptimizeCommandTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyOptimizeCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func optimize(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study", "optimize"] + arguments + ["--user-data", path])
    }

    /// Keeps `cards` kanji and grades them as `ReviewWorkload` does, `reviews` grades in all, through the database.
    func review(cards: Int, reviews: Int) throws {
        let database = try UserDatabase.open(at: path)
        let start = Timestamp(secondsSince1970: 1_767_225_600)
        let items = (0..<cards).map { RecordedItem.kanji(String(UnicodeScalar(0x4E00 + $0)!)) }
        let ids = try database.keepForStudy(items, at: start).map(\.row.card.id)
        // The workload's logs replayed onto the kept cards, in order.
        for log in ReviewWorkload(cardCount: cards, seed: 5).reviewLogs(reviews: reviews, with: Scheduler()) {
            _ = try database.review(cardID: ids[Int(log.cardID)]) { card in
                Scheduler().review(card, rating: log.rating, at: log.reviewedAt)
            }
        }
    }

    @Test func too_few_reviews_say_how_many_are_missing_and_change_nothing() throws {
        let outcome = try optimize([])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("fitting needs 400 reviews a day or more after the card's previous one; the log has 0, 400 missing"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func a_report_scores_current_and_fitted_parameters_and_apply_stores_them() throws {
        try review(cards: 60, reviews: 900)
        let report = try optimize(["--json"])
        #expect(report.status == 0, "\(report.standardError)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])
        let current = try #require(json["current"] as? [String: Any]), fitted = try #require(json["fitted"] as? [String: Any])
        #expect(current["parameters"] as? [Double] == Scheduler.defaultParameters)
        #expect(try #require(fitted["log_loss"] as? Double) <= (try #require(current["log_loss"] as? Double)))
        #expect(json["applied"] as? Bool == false)
        #expect(try UserDatabase.open(at: path).studySettings().parameters == nil)

        let applied = try optimize(["--apply"])
        #expect(applied.status == 0, "\(applied.standardError)")
        #expect(applied.standardOutput.contains("applied: cards are scheduled with the fitted parameters"))
        // The same fit as the report's (JSON's decimal may differ from the stored bits in the last place).
        let stored = try #require(try UserDatabase.open(at: path).studySettings().parameters)
        let reported = try #require(fitted["parameters"] as? [Double])
        #expect(zip(stored, reported).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) } && stored.count == 21)

        // The export's scheduler is the one the app now grades with.
        let export = try KanjiTUIProcess.run(["study", "export", "--json", "--user-data", path])
        let exported = try #require(JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any])
        let scheduler = try #require(exported["scheduler"] as? [String: Any])
        #expect(scheduler["parameters"] as? [Double] == reported)
    }

    @Test func retention_is_validated_and_stored() throws {
        let bad = try optimize(["--retention", "1.5"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("--retention is the recall probability to schedule for, from 0.7 to 0.99 (e.g. 0.9), not 1.5."))

        let set = try optimize(["--retention", "0.85"])
        #expect(set.status == 0, "\(set.standardError)")
        #expect(set.standardOutput.contains("desired retention: 0.85"))
        #expect(try UserDatabase.open(at: path).studySettings().desiredRetention == 0.85)
    }
}

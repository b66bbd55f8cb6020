import Foundation
import Testing

/// Keeping a kanji and reviewing it with real keys — the buttons' intervals, the card shown again ahead of its
/// step —, leaving the review, then starting the app again on the same user database: the grade was saved, so 日 is
/// learning and due in about ten minutes (FSRS's second learning step).
@Suite struct StudyTests {
    @Test func keep_sun_review_it_good_quit_and_after_a_restart_it_is_learning_due_in_ten_minutes() async throws {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-study-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }

        do {
            let session = try TmuxSession(columns: 120, rows: 40, userData: userData)
            defer { session.close() }
            try await session.waitFor("the all-kanji list") {
                $0.position == "1/10361" && $0.highlightedWords.first == "日"
            }
            try session.type("a")
            try await session.waitFor("the confirmation") { $0.contains("日 added to study") && $0.contains("日 ✓") }
            try session.type("4")
            let list = try await session.waitFor("the Study tab") { $0.breadcrumb == "Study" && $0.contains("R reviews the 1 due now") }
            #expect(list.highlightedWords.prefix(3) == ["日", "new", "now"])
            try session.type("R")
            try await session.waitFor("the card's front") { $0.breadcrumb == "Study › Review" && $0.contains("Space shows the answer") }
            try session.type(" ")
            let answer = try await session.waitFor("the answer") { $0.contains("day; sun; Japan") && $0.contains("ニチ、ジツ") }
            #expect(answer.contains("1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy "), "each grade says what it would do (Easy's days are fuzzed)")
            try session.type("3")
            // Due in 10 min, within the learn-ahead limit (20 min): the session shows it again rather than ending.
            try await session.waitFor("日 again, with what Good did") {
                $0.breadcrumb == "Study › Review" && $0.contains("Good — 日 again in 10 min") && $0.contains("Space shows the answer")
            }
            try session.sendKeys("BSpace")
            let after = try await session.waitFor("the list again") { $0.breadcrumb == "Study" && $0.contains("Review left after 1 of 1 cards") }
            #expect(after.highlightedWords.prefix(5) == ["日", "learning", "in", "10", "min"])
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let again = try TmuxSession(columns: 120, rows: 40, userData: userData)
        defer { again.close() }
        try await again.waitFor("the all-kanji list, 日 marked as studied") { $0.position == "1/10361" && $0.contains("日 ✓") }
        try again.type("4")
        let restarted = try await again.waitFor("the Study tab after the restart") {
            $0.breadcrumb == "Study" && $0.highlightedWords.first == "日"
        }
        // Started within the same minute or the next one: due in 10 or 9 minutes.
        let due = Array(restarted.highlightedWords.prefix(5))
        #expect(due.prefix(3) == ["日", "learning", "in"] && ["10", "9"].contains(due[3]) && due[4] == "min")
    }

    /// Issue 34: `a` on the detail of a card with reviews asks first, naming them, and `n` keeps the card with its
    /// review — checked in the user database by `study list`, not by the screen.
    @Test func a_on_the_detail_of_a_reviewed_kanji_asks_first_and_n_keeps_it_with_its_review() async throws {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-removal-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }

        do {
            let session = try TmuxSession(columns: 120, rows: 40, userData: userData)
            defer { session.close() }
            try await session.waitFor("the all-kanji list") { $0.position == "1/10361" && $0.highlightedWords.first == "日" }
            try session.type("a")
            try await session.waitFor("the confirmation") { $0.contains("日 added to study") }
            try await session.reviewSunGood()
            try session.sendKeys("Enter")
            try await session.waitFor("日's detail") { $0.breadcrumb == "Study › 日" && $0.contains("day; sun; Japan") }
            try session.type("a")
            try await session.waitFor("the question") { $0.contains("Take 日 off the study list with its 1 review? y/n") }
            try session.type("n")
            try await session.waitFor("the question gone") { $0.breadcrumb == "Study › 日" && !$0.contains("y/n") && $0.contains("日✓") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let list = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "list", "--tsv", "--user-data", userData]))
        let rows = list.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let sun = try #require(rows.first { $0.count > 1 && $0[1] == "日" }, "日 is still kept: \(list.output)")
        let column = { (name: String) in header.firstIndex(of: name).map { sun[$0] } }
        #expect(column("state") == "learning", "its grade is still applied")
        #expect(column("last_review")?.isEmpty == false, "and its review is still there")
    }
}

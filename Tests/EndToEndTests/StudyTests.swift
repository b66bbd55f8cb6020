import Foundation
import Testing

/// Keeping a kanji and reviewing it with real keys, then starting the app again on the same user database: the
/// grade was saved, so 日 is learning and due in about ten minutes (FSRS's second learning step).
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
            try await session.waitFor("the answer") { $0.contains("day; sun; Japan") && $0.contains("ニチ、ジツ") }
            try session.type("3")
            try await session.waitFor("the summary") {
                $0.breadcrumb == "Study › Review done" && $0.contains("Reviewed 1 card") && $0.contains("Next card due in 10 min")
            }
            try session.sendKeys("Enter")
            let after = try await session.waitFor("the list again") { $0.breadcrumb == "Study" && $0.contains("Reviewed 1 card:") }
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
}

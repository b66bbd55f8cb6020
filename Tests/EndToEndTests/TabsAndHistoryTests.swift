import Foundation
import Testing

/// Tabs keep their stacks, and the history lasts: it is in the user database the next time the app starts.
@Suite struct TabsAndHistoryTests {
    @Test func a_kanji_opened_is_in_the_history_tab_and_still_there_after_a_restart() async throws {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-history-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }

        do {
            let session = try TmuxSession(columns: 100, rows: 30, userData: userData)
            defer { session.close() }
            try await session.waitFor("the all-kanji list with the tab bar") {
                $0.tabBar.contains("1 Kanji") && $0.tabBar.contains("5 History") && $0.position == "1/10361"
            }
            try session.sendKeys("Enter")
            try await session.waitFor("the detail of 日") { $0.breadcrumb == "Kanji › 日" && $0.contains("day; sun; Japan") }
            try session.sendKeys("5")
            try await session.waitFor("the History tab listing 日") {
                $0.breadcrumb == "History" && $0.highlightedLine?.contains("日") == true && $0.contains("day; sun")
            }
            try session.sendKeys("1")
            try await session.waitFor("日's detail still open in the Kanji tab") {
                $0.breadcrumb == "Kanji › 日" && $0.contains("day; sun; Japan")
            }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let again = try TmuxSession(columns: 100, rows: 30, userData: userData)
        defer { again.close() }
        try await again.waitFor("the all-kanji list") { $0.position == "1/10361" }
        try again.sendKeys("5")
        try await again.waitFor("日 in the history after the restart") {
            $0.breadcrumb == "History" && $0.highlightedLine?.contains("日") == true
        }
    }
}

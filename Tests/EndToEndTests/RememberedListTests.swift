import Foundation
import Testing

/// The Kanji tab's filter and sort chosen with real keys come back when kanji-tui starts again on the same user
/// database (issue 22 §6), as a jisho.org or lazygit user expects a view to stay as they left it.
@Suite struct RememberedListTests {
    @Test func a_filter_and_a_sort_chosen_then_quit_are_the_lists_at_the_next_start() async throws {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-list-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }

        do {
            let session = try TmuxSession(columns: 100, rows: 30, userData: userData)
            defer { session.close() }
            try await session.waitFor("the all-kanji list") { $0.position == "1/10361" && $0.highlightedWords.first == "日" }
            try session.type("f")
            try await session.waitFor("the filter form") { $0.breadcrumb == "Kanji › Filter" }
            try session.sendKeys("Enter")                                   // its first line: JLPT N5
            try await session.waitFor("N5 ticked") { $0.contains("[x]") }
            try session.sendKeys("BSpace")
            try await session.waitFor("the N5 list") { $0.breadcrumb == "Kanji" && $0.header.contains("N5  1/79 of 10361") }
            try session.type("s")
            // The cursor stays on 日 (21st of the N5 kanji by strokes); the next start opens at the top.
            try await session.waitFor("sorted by strokes") { $0.header.contains("N5 · sort: strokes  21/79 of 10361") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let again = try TmuxSession(columns: 100, rows: 30, userData: userData)
        defer { again.close() }
        let restarted = try await again.waitFor("the list as it was left") {
            $0.breadcrumb == "Kanji" && $0.header.contains("N5 · sort: strokes  1/79 of 10361")
        }
        #expect(restarted.highlightedWords.first == "一", "the N5 kanji of fewest strokes first")
    }
}

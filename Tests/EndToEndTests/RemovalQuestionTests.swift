import Foundation
import Testing

/// Issue 34 §1, on every kanji screen whose `a` can take a card off: with 日 reviewed once, `a` on the all-kanji list,
/// on its Study row and on its History row asks first, naming the review, and `n` keeps it — checked in the user
/// database by `study list`, not by the screen. (The kanji's detail: `StudyTests`, `UndoRemovalTests`.)
@Suite struct RemovalQuestionTests {
    @Test func a_asks_first_on_the_kanji_list_the_study_list_and_the_history_and_n_keeps_the_review() async throws {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-asks-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }
        let question = "Take 日 off the study list with its 1 review? y/n"

        do {
            let session = try TmuxSession(columns: 120, rows: 40, userData: userData)
            defer { session.close() }
            // Opened once, so the History lists it; kept and reviewed.
            try await session.openSunAndKeepIt()
            try await session.reviewSunGood()

            try session.type("a")
            try await session.waitFor("the question on the Study row") { $0.breadcrumb == "Study" && $0.contains(question) }
            try session.type("n")
            try await session.waitFor("kept, on the Study tab") { $0.breadcrumb == "Study" && !$0.contains("y/n") && $0.highlightedWords.first == "日" }

            try session.type("1")
            try await session.waitFor("日's detail on tab 1") { $0.breadcrumb == "Kanji › 日" }
            try session.sendKeys("BSpace")
            try await session.waitFor("the all-kanji list") { $0.breadcrumb == "Kanji" && $0.highlightedWords.first == "日" }
            try session.type("a")
            try await session.waitFor("the question on the list") { $0.breadcrumb == "Kanji" && $0.contains(question) }
            try session.type("n")
            try await session.waitFor("kept, on the list") { $0.breadcrumb == "Kanji" && !$0.contains("y/n") }

            try session.type("5")
            try await session.waitFor("the History") { $0.breadcrumb == "History" && $0.highlightedLine?.contains("日  ✓") == true }
            try session.type("a")
            try await session.waitFor("the question on the History row") { $0.breadcrumb == "History" && $0.contains(question) }
            try session.type("n")
            try await session.waitFor("kept, on the History") { $0.breadcrumb == "History" && !$0.contains("y/n") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let list = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "list", "--tsv", "--user-data", userData]))
        let rows = list.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let sun = try #require(rows.first { $0.count > 1 && $0[1] == "日" }, "日 is still kept: \(list.output)")
        #expect(header.firstIndex(of: "last_review").map { sun[$0].isEmpty } == false, "with its review")
    }
}

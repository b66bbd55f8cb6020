import Foundation
import Testing

/// Issue 34: `u` right after `a` `y` on a kanji's detail puts the card back with its reviews — checked in the user
/// database by `study export --json` (every card, its FSRS state and each review) and `study list`, not by the screen;
/// `s` then shows the card's history with that review.
@Suite struct UndoRemovalTests {
    @Test func u_after_a_y_on_the_detail_puts_sun_back_with_its_review() async throws {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-undo-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }
        let export = { try Spawn.runCapturing(KanjiTUIBinary.command(["study", "export", "--json", "--user-data", userData])).output }

        let reviewed: String
        do {
            let session = try TmuxSession(columns: 120, rows: 40, userData: userData)
            defer { session.close() }
            try await session.openSunAndKeepIt()
            try await session.reviewSunGood()
            reviewed = try export()
            #expect(reviewed.contains("\"日\""), "the export holds 日 with its review: \(reviewed)")
            try session.type("1")
            try await session.waitFor("日's detail again") { $0.breadcrumb == "Kanji › 日" && $0.contains("日✓") }
            try session.type("a")
            try await session.waitFor("the question") { $0.contains("Take 日 off the study list with its 1 review? y/n") }
            try session.type("y")
            try await session.waitFor("taken off") { $0.contains("日 removed from study") && !$0.contains("日✓") }
            #expect(try !export().contains("\"日\""), "the card and its review are gone from the file")
            try session.type("u")
            try await session.waitFor("put back") { $0.contains("Put 日 back on the study list with its 1 review") && $0.contains("日✓") }
            try session.type("u")
            try await session.waitFor("nothing more to undo") { $0.contains("Nothing to undo here") }
            try session.type("s")
            try await session.waitFor("its study history") {
                $0.breadcrumb == "Kanji › 日 › 日 · study history" && $0.contains("State: learning") && $0.contains("Reviews: 1 · lapses: 0")
                    && $0.contains("  Good   10m")
            }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        #expect(try export() == reviewed, "the same card, FSRS state and review as before the removal")
        let list = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "list", "--tsv", "--user-data", userData]))
        let rows = list.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let sun = try #require(rows.first { $0.count > 1 && $0[1] == "日" }, "日 is kept again: \(list.output)")
        #expect(header.firstIndex(of: "state").map { sun[$0] } == "learning", "with its grade applied")
    }
}

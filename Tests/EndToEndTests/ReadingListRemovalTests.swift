import Foundation
import Testing

/// The Read list with real keys (issue 32 §3): a text read, its file then deleted, shows "gone"; Enter on it says the
/// file is gone; `d` asks, `n` keeps it, `d` and `y` remove it; the other text and its file stay.
@Suite struct ReadingListRemovalEndToEndTests {
    @Test func a_gone_file_is_marked_said_when_opened_and_removed_after_y() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-remove-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        let kept = directory.appendingPathComponent("kept.txt").path
        let gone = directory.appendingPathComponent("gone.txt").path
        try "彼は本を見ていた。\n".write(toFile: kept, atomically: true, encoding: .utf8)
        try "猫が窓から外を見ていた。\n".write(toFile: gone, atomically: true, encoding: .utf8)
        for file in [kept, gone] {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], userData: userData)
            try await session.waitFor("the reader") { $0.contains("known") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
            session.close()
        }
        try FileManager.default.removeItem(atPath: gone)

        let session = try TmuxSession(columns: 200, rows: 30, userData: userData)
        defer { session.close() }
        try await session.waitFor("the browser") { $0.breadcrumb.hasPrefix("Kanji") }
        try session.type("6")
        let list = try await session.waitFor("the Read list") { $0.contains("gone: \(gone)") }
        #expect(list.contains(kept) && !list.contains("gone: \(kept)"), "\(list)")
        try session.sendKeys("Enter")
        try await session.waitFor("the page saying the file is gone") { $0.contains("The file is gone") && $0.contains("is not there any more") }
        try session.sendKeys("BSpace")
        try await session.waitFor("the list again") { $0.contains("gone: \(gone)") }
        try session.type("d")
        try await session.waitFor("the question") { $0.contains("Remove gone.txt from the list") }
        try session.type("n")
        try await session.waitFor("the question down, the text kept") { !$0.contains("Remove gone.txt") && $0.contains("gone: \(gone)") }
        try session.type("dy")
        try await session.waitFor("the text removed") { $0.contains("Removed gone.txt") && !$0.contains("gone: \(gone)") && $0.contains(kept) }
        #expect(FileManager.default.fileExists(atPath: kept))
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}

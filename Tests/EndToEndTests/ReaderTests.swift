import Foundation
import Testing

/// Reading a file with real keys: `kanji-tui read FILE`, w w to the third word, Enter opens its detail on the
/// Read stack, Back returns to the same word, a keeps it with its sentence, and the Study tab lists it.
@Suite struct ReaderEndToEndTests {
    @Test func read_a_file_move_two_words_open_the_word_come_back_to_it_keep_it_and_see_it_in_study() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-read-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("story.txt").path
        try "彼は本を見ていた。\n気を付けてください。\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file])
        defer { session.close() }
        try await session.waitFor("the reader on the first word") { $0.breadcrumb == "Read › story.txt" && $0.contains("彼  かれ") }
        try session.type("w")
        try session.type("w")
        try await session.waitFor("見ていた's pane") { $0.contains("見る ← 見ていた: te-form, ongoing (ている), past") }
        try session.sendKeys("Enter")
        try await session.waitFor("the word's detail") { $0.breadcrumb == "Read › story.txt › 見る (word)" }
        try session.sendKeys("BSpace")
        try await session.waitFor("the reader on the same word") {
            $0.breadcrumb == "Read › story.txt" && $0.contains("見る ← 見ていた: te-form, ongoing (ている), past")
        }
        try session.type("a")
        try await session.waitFor("the confirmation") { $0.contains("見る") && $0.contains("added to study") }
        try session.type("4")
        try await session.waitFor("the Study tab with the word") { $0.breadcrumb == "Study" && $0.contains("見る みる") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}

import Foundation
import Testing

/// Furigana with real keys (issue 32 §3): `kanji-tui read FILE` shows the text bare; `f` puts each kanji word's
/// reading on a line above it; `f` twice more takes it away.
@Suite struct ReaderFuriganaEndToEndTests {
    @Test func f_shows_the_readings_above_the_kanji_words_and_f_f_takes_them_away() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-furigana-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("story.txt").path
        try "彼は本を見ていた。\n気を付けてください。\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file],
                                      userData: directory.appendingPathComponent("user.sqlite").path)
        defer { session.close() }
        let bare = try await session.waitFor("the reader on the first word") { $0.breadcrumb == "Read › story.txt" && $0.contains("彼  かれ") }
        #expect(!bare.contains("ほん"), "\(bare)")
        try session.type("f")
        let ruby = try await session.waitFor("the readings over the text") { $0.contains("Furigana on (f: only unknown words)") }
        let text = try #require(ruby.lines.firstIndex { $0.contains("彼は本を見ていた。") }, "\(ruby)")
        #expect(Screen.words(of: ruby.lines[text - 1]) == ["かれ", "ほん", "み"], "\(ruby)")
        let second = try #require(ruby.lines.firstIndex { $0.contains("気を付けてください。") }, "\(ruby)")
        #expect(Screen.words(of: ruby.lines[second - 1]) == ["き", "つ"], "\(ruby)")
        try session.type("ff")
        let off = try await session.waitFor("furigana off again") { $0.contains("Furigana off") }
        #expect(!off.contains("ほん"), "\(off)")
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}

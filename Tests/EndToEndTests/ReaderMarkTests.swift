import Foundation
import Testing

/// Issue 47 with real keys: in the reader, `K` marks the word under the cursor known and `I` ignores it; the header's
/// share changes at once, `u` takes the last mark back, and `kanji-tui known list` shows what stayed.
@Suite struct ReaderMarkEndToEndTests {
    @Test func k_and_i_mark_words_the_header_counts_them_and_u_takes_the_last_back() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-mark-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        let file = directory.appendingPathComponent("cats.txt").path
        // Words counted: 彼, 本, 読む, 猫, 好き — five, none known.
        try "彼は本を読む。\n猫が好きだ。\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], userData: userData)
        defer { session.close() }
        try await session.waitFor("the reader on 彼, counted") { $0.paneShows("彼  かれ") && $0.header.contains("known 0% of words, 0% distinct") }
        try session.type("K")
        try await session.waitFor("彼 marked known") { $0.header.contains("彼 marked known") }
        try session.type("w")
        try await session.waitFor("one of five known") { $0.paneShows("本  ほん") && $0.header.contains("known 20% of words, 20% distinct") }
        try session.type("I")
        try await session.waitFor("本 ignored") { $0.header.contains("本 ignored") }
        try session.type("w")
        try await session.waitFor("one of four known") { $0.header.contains("known 25% of words, 25% distinct") }
        try session.type("u")
        try await session.waitFor("本's ignoring taken back") { $0.header.contains("Took back ignoring 本") }
        try session.type("b")
        try await session.waitFor("one of five known again") { $0.header.contains("known 20% of words, 20% distinct") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()

        let listed = try Spawn.runCapturing([KanjiTUIBinary.path, "known", "list", "--user-data", userData])
        #expect(listed.output.contains("彼"), "\(listed.output)")
        #expect(!listed.output.contains("本"), "本's mark was taken back: \(listed.output)")
    }
}

private extension Screen {
    /// Whether the pane under the text (its last rows) shows `text`.
    func paneShows(_ text: String) -> Bool {
        lines.suffix(10).contains { $0.contains(text) }
    }
}

import Foundation
import Testing

/// `n` and `N` in the reader with real keys (issue 32 §3): with 彼, 本 and 猫 marked known (issue 47), `n` moves the
/// cursor from 彼 to the next word not known — 読む, then 好き, then 見る past the second 本 — and `N` back; past the
/// last one the header says there is none after.
@Suite struct ReaderNextUnknownEndToEndTests {
    /// The words marked known, with their readings.
    static let known = ["彼[かれ]", "本[ほん]", "猫[ねこ]"]

    @Test func n_moves_to_the_next_word_not_known_N_back_and_the_header_says_when_there_is_none_after() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-next-unknown-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        let file = directory.appendingPathComponent("cats.txt").path
        try "彼は本を読む。\n猫が好きだ。\n本を見た。\n".write(toFile: file, atomically: true, encoding: .utf8)
        let marked = try Spawn.runCapturing(KanjiTUIBinary.command(["known", "add"] + Self.known + ["--user-data", userData]))
        #expect(marked.output.split(separator: "\n").count == Self.known.count, "\(marked.output)")

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], userData: userData)
        defer { session.close() }
        try await session.waitFor("the reader on 彼") { $0.breadcrumb == "Read › cats.txt" && $0.paneShows("彼  かれ") }
        for (pane, line) in [("読む  よむ", "彼は本を読む。"), ("好き  すき", "猫が好きだ。"), ("見る  みる", "本を見た。")] {
            try session.type("n")
            let screen = try await session.waitFor("n on \(pane)") { $0.paneShows(pane) }
            #expect(screen.highlightedLine?.contains(line) == true, "the cursor's line: \(screen)")
        }
        try session.type("n")
        let last = try await session.waitFor("none after") { $0.header.contains("No word you do not know after this one") }
        #expect(last.paneShows("見る  みる"), "the cursor stays on the last one: \(last)")
        for pane in ["好き  すき", "読む  よむ"] {
            try session.type("N")
            try await session.waitFor("N on \(pane)") { $0.paneShows(pane) }
        }
        try session.type("N")
        let first = try await session.waitFor("none before") { $0.header.contains("No word you do not know before this one") }
        #expect(first.paneShows("読む  よむ"), "彼 is known: the cursor stays on 読む: \(first)")
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}

private extension Screen {
    /// Whether the pane under the text (its last rows) shows `text`.
    func paneShows(_ text: String) -> Bool {
        lines.suffix(10).contains { $0.contains(text) }
    }
}

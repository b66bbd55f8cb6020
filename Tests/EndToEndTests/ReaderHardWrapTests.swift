import Foundation
import Testing

/// A `.txt` wrapped at a width, read with real keys (issue 45 §6): `kanji-tui read FILE` shows the lines as the file has
/// them; `w` stops once on a word a line break cuts, and the pane has the word whole; the next `w` goes on past its end.
@Suite struct ReaderHardWrapEndToEndTests {
    @Test func w_stops_once_on_a_word_the_line_break_cuts_and_the_pane_has_it_whole() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-wrap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("manual.txt").path
        try "このパッケージはDebianのディストリビュー\nションに含まれています。\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file],
                                      userData: directory.appendingPathComponent("user.sqlite").path)
        defer { session.close() }
        try await session.waitFor("the reader on the first word") { $0.breadcrumb == "Read › manual.txt" && $0.contains("この") }
        try session.type("ww")
        let cut = try await session.waitFor("ディストリビューション's pane") { $0.contains("distribution") }
        let first = try #require(cut.lines.first { $0.contains("このパッケージはDebianのディストリビュー") }, "\(cut)")
        #expect(!first.contains("ディストリビューション"), "the line as the file has it: \(cut)")
        #expect(cut.lines.contains { $0.contains("ションに含まれています。") }, "\(cut)")
        #expect(cut.contains("ディストリビューション"), "the pane has the word whole: \(cut)")
        try session.type("w")
        let after = try await session.waitFor("the word after it") { $0.contains("to contain") }
        #expect(!after.contains("Sean"), "\(after)")
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}

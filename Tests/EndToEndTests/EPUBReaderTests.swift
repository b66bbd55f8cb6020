import Foundation
import Testing
import TestResources

/// An EPUB in the Read tab with real keys (issue 32): `kanji-tui read BOOK.epub` opens its first chapter, forty `j`
/// move into it line by line, q quits; the same command again opens the book where it was left, not at its start.
@Suite struct EPUBReaderTests {
    @Test func read_an_epub_move_into_it_quit_and_reopen_it_at_the_same_place() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-epub-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = folder.appendingPathComponent("novel.epub").path
        let userData = folder.appendingPathComponent("user.sqlite").path
        // Three chapters of the sentence set, with ruby: the generator `make bench` measures a larger book of.
        let made = try Spawn.run(["python3", Checkout.path("tools/make-epub.py"), "250000", book],
                                 outputFile: folder.appendingPathComponent("make-epub.out").path)
        #expect(made.output.isEmpty, "\(made.output)")

        var left: Screen?
        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
            defer { session.close() }
            try await session.waitFor("the book's first chapter") {
                $0.breadcrumb == "Read › novel.epub" && $0.contains("第1章") && $0.contains("先生  せんせい")
            }
            try session.type(String(repeating: "j", count: 40))
            let moved = try await session.waitFor("a page into the book") { !$0.contains("第1章") && $0.highlightedLine != nil }
            left = moved
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let again = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
        defer { again.close() }
        let reopened = try await again.waitFor("the book where it was left") { $0.breadcrumb == "Read › novel.epub" && $0.contains("known") }
        #expect(!reopened.contains("第1章"), "\(reopened)")
        // The same place: the text's rows read before quitting are rows of the page it reopens on (a row is laid out
        // from its line's start, so the same line gives the same rows at the same width).
        let shared = Set(Self.textRows(of: left)).intersection(Self.textRows(of: reopened))
        #expect(!shared.isEmpty, "no row of \(left.map { "\($0)" } ?? "nothing") is on \(reopened)")
    }

    /// The rows of the text a screen shows (a row with ten characters or more, between the header and the pane).
    private static func textRows(of screen: Screen?) -> [String] {
        guard let screen else { return [] }
        return screen.lines.dropFirst(2).prefix { !$0.contains("────") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 10 }
    }
}

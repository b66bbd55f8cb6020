import Foundation
import Testing
import TestResources

/// An EPUB in the Read tab with real keys (issue 32): `kanji-tui read BOOK.epub` opens its first chapter, PgDn moves
/// into it, q quits; the same command again opens the book where it was left, not at its start.
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

        var left: String?
        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
            defer { session.close() }
            try await session.waitFor("the book's first chapter") {
                $0.breadcrumb == "Read › novel.epub" && $0.contains("第1章") && $0.contains("先生  せんせい")
            }
            for _ in 0..<3 { try session.sendKeys("NPage") }
            try session.type("w")
            let moved = try await session.waitFor("a page into the book") { !$0.contains("第1章") && $0.highlightedLine != nil }
            left = moved.highlightedLine
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let again = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
        defer { again.close() }
        let reopened = try await again.waitFor("the book where it was left") { $0.breadcrumb == "Read › novel.epub" && $0.contains("known") }
        #expect(!reopened.contains("第1章"), "\(reopened)")
        #expect(left.map(reopened.contains) == true, "the line left, \(left ?? "none"), is not on \(reopened)")
    }
}

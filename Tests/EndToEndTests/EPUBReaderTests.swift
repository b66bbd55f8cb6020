import Foundation
import Testing
import TestResources

/// An EPUB in the Read tab with real keys (issue 32): `kanji-tui read BOOK.epub` opens its first chapter, forty `j`
/// move into it line by line, q quits; the same command again opens the book where it was left, not at its start.
@Suite struct EPUBReaderTests {
    /// A folder holding `novel.epub` — three chapters of the sentence set, with ruby: the generator `make bench`
    /// measures a larger book of — and the path of a user database beside it, not made yet.
    private static func book(named prefix: String) throws -> (folder: URL, book: String, userData: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("novel.epub").path
        let made = try Spawn.run(["python3", Checkout.path("tools/make-epub.py"), "250000", book],
                                 outputFile: folder.appendingPathComponent("make-epub.out").path)
        #expect(made.output.isEmpty, "\(made.output)")
        return (folder, book, folder.appendingPathComponent("user.sqlite").path)
    }

    @Test func read_an_epub_move_into_it_quit_and_reopen_it_at_the_same_place() async throws {
        let (folder, book, userData) = try Self.book(named: "kanji-e2e-epub")
        defer { try? FileManager.default.removeItem(at: folder) }

        var left: Screen?
        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
            defer { session.close() }
            try await session.waitFor("the book's first chapter") {
                $0.breadcrumb == "Read › novel.epub" && $0.contains("第1章") && $0.contains("第  だい")
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

    /// Issue 32 §3, the position is the word: forty `j` and seven `w` put the cursor on a word inside a line; the
    /// book reopened has the cursor on that word — the same row highlighted, the same word in the pane, the same
    /// percentage — not on the first word of the page.
    @Test func an_epub_reopens_with_the_cursor_on_the_word_it_was_on() async throws {
        let (folder, book, userData) = try Self.book(named: "kanji-e2e-epub-word")
        defer { try? FileManager.default.removeItem(at: folder) }

        var left: Screen?
        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
            defer { session.close() }
            _ = try await session.waitFor("the book's first chapter") { $0.breadcrumb == "Read › novel.epub" && $0.contains("第  だい") }
            try session.type(String(repeating: "j", count: 40))
            _ = try await session.waitFor("a page into the book") { !$0.contains("第1章") && $0.highlightedLine != nil }
            // ? after the words: once the help is up, every w before it was handled; ? again closes it.
            try session.type(String(repeating: "w", count: 7) + "?")
            _ = try await session.waitFor("the help after seven words") { $0.contains("the next dictionary entry the word may be") }
            try session.type("?")
            left = try await session.waitFor("seven words on, the help closed") {
                !$0.contains("the next dictionary entry the word may be") && $0.highlightedLine != nil && Self.pane(of: $0) != nil
            }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }
        let word = try #require(left.flatMap(Self.pane(of:)))

        let again = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", book], userData: userData)
        defer { again.close() }
        let reopened = try await again.waitFor("the book on the word it was left on") {
            $0.breadcrumb == "Read › novel.epub" && $0.contains("known") && Self.pane(of: $0) != nil
        }
        #expect(Self.pane(of: reopened) == word, "\(reopened)")
        #expect(reopened.highlightedLine?.trimmingCharacters(in: .whitespaces) == left?.highlightedLine?.trimmingCharacters(in: .whitespaces),
                "\(reopened)")
        #expect(Self.percentage(of: reopened) == left.flatMap(Self.percentage(of:)), "\(reopened)")
    }

    /// The pane's first line: the word under the cursor, its reading and what the study list says of it.
    private static func pane(of screen: Screen) -> String? {
        guard let rule = screen.lines.firstIndex(where: { $0.contains("────") }), rule + 1 < screen.lines.count else { return nil }
        return screen.lines[rule + 1].trimmingCharacters(in: .whitespaces)
    }

    /// The header's "12%".
    private static func percentage(of screen: Screen) -> String? {
        screen.header.split(separator: " ").first { $0.hasSuffix("%") }.map(String.init)
    }

    /// The rows of the text a screen shows (a row with ten characters or more, between the header and the pane).
    private static func textRows(of screen: Screen?) -> [String] {
        guard let screen else { return [] }
        return screen.lines.dropFirst(2).prefix { !$0.contains("────") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 10 }
    }
}

import Testing

/// The `?` key list and the `i` About page.
@Suite struct HelpAndAboutTests {
    @Test func help_lists_the_keys_and_any_key_closes_it() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") {
            $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        try session.type("?")
        let first = try await session.waitFor("the help overlay") { $0.contains("Keys (j/k scroll") }
        #expect(first.contains("open the kanji under the cursor"), "the screen's own keys come first")
        // The keys of every screen come after the screen's own, further down the overlay: j scrolls to them.
        for _ in 0..<40 { try session.type("j") }
        let screen = try await session.waitFor("the help overlay's global keys") { $0.contains("back one screen") }
        #expect(screen.contains("quit"))
        #expect(screen.contains("move"))
        #expect(screen.breadcrumb == "Kanji", "the list stays under the overlay")

        // `l` would open 日; with help open it only closes the overlay (j/k scroll help instead).
        try session.sendKeys("l")
        let closed = try await session.waitFor("the help overlay closed") { !$0.contains("back one screen") }
        #expect(closed.position == "1/10361", "the key that closed help did nothing else")
        #expect(closed.highlightedWords.first == "日")
    }

    @Test func about_credits_the_edrdg_and_backspace_returns_to_the_list() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") {
            $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        try session.sendKeys("i")
        let about = try await session.waitFor("the About page") {
            $0.breadcrumb.hasSuffix("About")
                && $0.runningText.contains("Electronic Dictionary Research and Development Group")
        }
        #expect(about.runningText.contains("Creative Commons"))

        try session.sendKeys("BSpace")
        let list = try await session.waitFor("back at the all-kanji list") {
            $0.breadcrumb == "Kanji" && $0.position == "1/10361"
        }
        #expect(list.highlightedWords.first == "日")
        #expect(!list.runningText.contains("Electronic Dictionary Research"))
    }
}

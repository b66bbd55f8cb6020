import Testing

/// The browser follows the terminal's size as it changes (SIGWINCH), with no key pressed.
@Suite struct ResizeTests {
    /// The column headings row of the list (`Kanji  On  Kun  Meanings …`).
    private static func headings(_ screen: Screen) -> [String] {
        screen.lines.map(Screen.words(of:)).first { $0.starts(with: ["Kanji", "On"]) } ?? []
    }

    @Test func the_list_relayouts_and_says_when_the_terminal_is_too_small() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }

        try await session.waitFor("the list at 120×40 with the Freq column") {
            $0.position == "1/10361" && Self.headings($0).last == "Freq" && $0.lines.count == 40
        }
        try session.sendKeys("j")  // so the cursor's place is checked across the resizes too
        try await session.waitFor("一 selected at 2/10361") { $0.position == "2/10361" }

        try session.resize(columns: 60, rows: 20)
        var screen = try await session.waitFor("the list at 60×20 without the Freq column") {
            $0.lines.count == 20 && !Self.headings($0).isEmpty && !Self.headings($0).contains("Freq")
        }
        #expect(screen.position == "2/10361", "the header still shows the position")
        #expect(screen.breadcrumb == "Kanji")
        #expect(screen.highlightedWords.first == "一")
        #expect(Self.headings(screen).contains("Meanings"))

        try session.resize(columns: 120, rows: 40)
        screen = try await session.waitFor("the list at 120×40 with the Freq column again") {
            $0.lines.count == 40 && Self.headings($0).last == "Freq"
        }
        #expect(screen.position == "2/10361")
        #expect(screen.highlightedWords.first == "一")

        try session.resize(columns: 38, rows: 9)
        screen = try await session.waitFor("the too-small notice at 38×9") {
            $0.lines.count == 9 && $0.contains("Terminal too small")
        }
        #expect(Self.headings(screen).isEmpty, "no list under the notice")

        try session.resize(columns: 60, rows: 20)
        screen = try await session.waitFor("the list back at 60×20") {
            $0.lines.count == 20 && !$0.contains("Terminal too small") && !Self.headings($0).isEmpty
        }
        #expect(screen.position == "2/10361")
        #expect(screen.highlightedWords.first == "一")
        #expect(!Self.headings(screen).contains("Freq"))

        // Still responsive after all that.
        try session.sendKeys("q")
        let report = try await session.waitForExit()
        #expect(report.status == 0)
    }
}

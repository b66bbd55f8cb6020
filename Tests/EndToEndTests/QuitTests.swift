import Testing

/// Both quit keys end the browser with status 0 and the terminal restored.
@Suite struct QuitTests {
    @Test(arguments: ["q", "C-c"])
    func the_quit_key_exits_0_with_a_sane_terminal(_ key: String) async throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") {
            $0.breadcrumb == "Kanji" && $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        try session.sendKeys(key)
        let report = try await session.waitForExit()
        #expect(report.status == 0)
        #expect(report.modes.isSane, "the terminal is cooked again:\n\(report.modes)")
    }
}

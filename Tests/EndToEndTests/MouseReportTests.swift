import Testing

/// Mouse reports in SGR encoding (mode 1006: `ESC [ < button ; column ; row M` for a press, `m` for a release),
/// decoded by the app itself: a press whose release never comes holds nothing back, a click beyond column 223
/// (where the old X10 encoding runs out of bytes) reaches the screen, and the app asks the terminal for
/// exactly clicks (1000) in SGR (1006), nothing more.
@Suite struct MouseReportTests {
    /// ncurses' own mouse decoding, given a press, read on for its release with a blocking `read`: the resize
    /// that came meanwhile waited for the next key.
    @Test func a_press_without_its_release_holds_no_resize_back() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" && $0.lines.count == 30 }
        try session.sendBytes("\u{1B}[<0;10;8M")
        try session.resize(columns: 70, rows: 20)
        try await session.waitFor("the list repainted at 70×20 with no key after the press", timeout: .seconds(10)) {
            $0.lines.count == 20 && $0.lines.allSatisfy { $0.count <= 70 } && $0.position != nil
        }
        try session.sendKeys("q")
        #expect(try await session.waitForExit().status == 0)
    }

    /// Column 250 is byte 250 + 33 in X10, past a byte's end; in SGR it is the digits `250`. Under
    /// `tmux-256color` (terminfo `kmous=\E[M`) ncurses asked for X10 and decoded only X10.
    @Test(arguments: ["xterm-256color", "tmux-256color"])
    func a_click_at_column_250_of_260_selects_the_row_under_it(term: String) async throws {
        let session = try TmuxSession(columns: 260, rows: 30, term: term)
        defer { session.close() }
        let list = try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        let firstRow = try #require(list.lines.firstIndex { $0.contains("日") }, "the first kanji's row:\n\(list)")
        // Three rows further down: the fourth kanji. SGR rows and columns count from 1.
        try session.sendBytes("\u{1B}[<0;250;\(firstRow + 4)M\u{1B}[<0;250;\(firstRow + 4)m")
        try await session.waitFor("the click at column 250 selecting the fourth kanji") { $0.position == "4/10361" }
    }

    @Test(arguments: ["xterm-256color", "tmux-256color"])
    func the_app_asks_for_clicks_in_sgr_and_m_turns_exactly_those_off_and_on(term: String) throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment(term: term))
        try terminal.waitForOutput(containing: "1/10361")
        let start = String(decoding: terminal.output, as: UTF8.self)
        #expect(start.contains("\u{1B}[?1000h\u{1B}[?1006h"), "clicks, then SGR: \(terminal.tail)")
        for unwanted in ["1002h", "1003h", "1005h", "1015h"] {
            #expect(!start.contains("\u{1B}[?\(unwanted)"), "no \(unwanted): \(terminal.tail)")
        }

        var before = terminal.output.count
        try terminal.send("m")
        try terminal.waitForOutput(containing: "mouse off", after: before)
        #expect(String(decoding: terminal.output[before...], as: UTF8.self).contains("\u{1B}[?1006l\u{1B}[?1000l"))

        before = terminal.output.count
        try terminal.send("m")
        try terminal.waitForOutput(containing: "mouse on", after: before)
        #expect(String(decoding: terminal.output[before...], as: UTF8.self).contains("\u{1B}[?1000h\u{1B}[?1006h"))

        before = terminal.output.count
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
        #expect(String(decoding: terminal.output[before...], as: UTF8.self).contains("\u{1B}[?1006l\u{1B}[?1000l"),
                "quitting turns the mouse off: \(terminal.tail)")
    }

    @Test func no_mouse_asks_for_no_mouse_reports() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand + ["--no-mouse"], columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?1000h"), "\(terminal.tail)")
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    }
}

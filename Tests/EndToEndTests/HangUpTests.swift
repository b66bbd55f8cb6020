import Testing

/// When the terminal goes away (a closed window, a dropped ssh connection) with SIGHUP ignored
/// (`trap "" HUP; exec kanji-tui`, nohup), the browser must notice the end of its input and exit,
/// not spin at 100 % CPU on reads that fail at once.
@Suite struct HangUpTests {
    @Test func with_sighup_ignored_the_browser_exits_when_its_terminal_closes() throws {
        let command = ["/bin/sh", "-c", "trap '' HUP; exec \"$@\"", "sh"] + KanjiTUIBinary.browserCommand
        let terminal = try PseudoTerminal(command, columns: 80, rows: 24, environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        let beforeKey = terminal.output.count
        try terminal.send("j")
        try terminal.waitForOutput(after: beforeKey)  // the key loop runs

        terminal.hangUp()
        let termination = try terminal.waitForExit(timeout: .seconds(10))
        #expect(termination != nil, "still running 10 s after its terminal closed")
        #expect(termination == .exited(74), "a hang-up is no quit: EX_IOERR, not 0")
    }
}

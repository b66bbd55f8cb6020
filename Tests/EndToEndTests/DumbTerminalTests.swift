import Testing

/// A terminal that cannot move its cursor (`TERM=dumb`) is refused like an unknown one: a message that
/// says why and what to do, exit status 2, and nothing written to the terminal before it.
@Suite struct DumbTerminalTests {
    @Test func term_dumb_is_refused_with_status_2() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment(term: "dumb"))
        let termination = try terminal.waitForExit(timeout: .seconds(30))
        #expect(termination == .exited(2))
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("cannot move the cursor"), "the message says why: \(terminal.tail)")
        #expect(output.contains("TERM=xterm-256color"), "and what to try: \(terminal.tail)")
        #expect(!output.contains("\u{1B}"), "no control sequences were written: \(terminal.tail)")
    }
}

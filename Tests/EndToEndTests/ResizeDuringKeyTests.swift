import Testing

/// A resize that arrives while a key is being handled is drawn at once, not when the next key comes.
/// ncurses alone notices SIGWINCH only when it interrupts its read: one that comes while a key that draws
/// nothing is handled (`x`), or while ncurses waits out the click interval after a mouse press, is seen
/// only after the next key.
@Suite struct ResizeDuringKeyTests {
    @Test(arguments: ["x", "\u{1B}[<0;10;5M"])
    func a_resize_during_a_key_is_drawn_without_another_key(_ key: String) throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        // The rest of the list loads after the first frame: wait until the app waits for keys.
        try terminal.waitForOutput(after: terminal.output.count - 1, quiet: .milliseconds(300))
        let beforeKey = terminal.output.count
        try terminal.send(key)
        terminal.resize(columns: 30, rows: 8)
        try terminal.waitForOutput(containing: "Terminal too small", after: beforeKey, timeout: .seconds(10))
    }
}

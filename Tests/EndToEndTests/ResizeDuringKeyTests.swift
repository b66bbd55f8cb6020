import Testing

/// A resize that arrives while a key is being handled is drawn at once, not when the next key comes
/// (ncurses alone notices SIGWINCH only when it interrupts a read, and this one interrupts none).
@Suite struct ResizeDuringKeyTests {
    @Test func a_resize_during_a_slow_key_is_drawn_without_another_key() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        let beforeKey = terminal.output.count
        // The first `/` builds the search index, which takes a while: the resize lands in the middle.
        try terminal.send("/")
        terminal.resize(columns: 30, rows: 8)
        try terminal.waitForOutput(containing: "Terminal too small", after: beforeKey, timeout: .seconds(15))
    }
}

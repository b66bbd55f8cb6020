extension TerminalSession {
    /// xterm's bracketed paste (mode 2004): the terminal sends a paste between `ESC [ 200 ~` and `ESC [ 201 ~`, so
    /// the app takes it as text (`Key.paste`) instead of keys, and a pasted `6` or `q` switches or quits nothing.
    /// Off again on every way out, as the mouse modes are: `end()`, Ctrl-Z (`suspend`), and the signal guard's
    /// restore sequence — or the shell would get every later paste wrapped in the markers.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Asks for bracketed pastes where the terminal takes ECMA-48 sequences (one that does not know mode 2004
    /// ignores it; a VT52 would print it).
    /// - Returns: whether they were asked for.
    static func enableBracketedPaste() -> Bool {
        guard speaksECMA48 else { return false }
        writeToTerminal(bracketedPasteOn)
        return true
    }
}

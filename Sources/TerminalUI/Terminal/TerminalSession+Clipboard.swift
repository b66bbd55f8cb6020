extension TerminalSession {
    /// Asks the terminal to put `text` on the clipboard (OSC 52, see `ClipboardSequence`). Written straight
    /// to the terminal between frames, when ncurses has nothing buffered. Nothing says whether the terminal
    /// obeyed: many ask the user first or ignore it unless configured.
    public func copyToClipboard(_ text: String) {
        precondition(isActive, "TerminalSession used after end()")
        Self.writeToTerminal(ClipboardSequence.copying(text))
    }
}

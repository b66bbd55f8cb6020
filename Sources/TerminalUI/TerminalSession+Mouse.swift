import CNcursesw

extension TerminalSession {
    /// Turns mouse reports on or off while the session runs. Off gives click-and-drag back to the terminal,
    /// so its own selection (and copying with it) works; ncurses writes the terminal's mouse mode sequences
    /// (`ESC [ ? 1000 h/l` and the SGR mode) at once.
    /// - Returns: whether mouse reports are on now (asking for them may fail on a terminal without a mouse).
    @discardableResult
    public func setMouseCapture(_ wanted: Bool) -> Bool {
        precondition(isActive, "TerminalSession used after end()")
        if wanted {
            hasMouse = Self.enableMouse()
        } else {
            mousemask(0, nil)
            hasMouse = false
        }
        updateRestoreSequence()
        return hasMouse
    }
}

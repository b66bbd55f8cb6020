import CNcursesw

extension TerminalSession {
    /// Turns mouse reports on or off while the session runs. Off gives click-and-drag back to the terminal,
    /// so its own selection (and copying with it) works. The mode sequences (`mouseOn`, `mouseOff`) are
    /// written at once.
    /// - Returns: whether mouse reports are on now (asking for them may fail on a terminal without a mouse).
    @discardableResult
    public func setMouseCapture(_ wanted: Bool) -> Bool {
        precondition(isActive, "TerminalSession used after end()")
        if wanted {
            hasMouse = hasMouse || Self.enableMouse()
        } else {
            if hasMouse { Self.writeToTerminal(Self.mouseOff) }
            hasMouse = false
        }
        updateRestoreSequence()
        return hasMouse
    }

    /// Mouse reports as the screens use them: clicks and wheel steps (mode 1000) in the SGR encoding (1006),
    /// decoded by `ReplyFilter` and `SGRMouseReport`. Not ncurses' `mousemask`: it asks for the X10 encoding
    /// wherever terminfo says `kmous=\E[M` (tmux, screen, rxvt), which loses clicks beyond column 223, and its
    /// decoding blocks on a press until the release. Not button motion (1002) or all motion (1003) either:
    /// no screen follows a drag. A terminal that knows 1000 but not 1006 (GNU screen before 5) reports in X10,
    /// which is not decoded: its bytes come through as keys, an Esc first.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// Asks for mouse reports if the terminal has a mouse (terminfo's `kmous`), and takes ncurses' own mouse
    /// key out of its key table so that a report's bytes come through to the filter instead.
    /// - Returns: whether reports were asked for.
    static func enableMouse() -> Bool {
        guard shim_terminfo_string("kmous") != nil else { return false }
        keyok(KEY_MOUSE, false)
        writeToTerminal(mouseOn)
        return true
    }
}

import CNcursesw
import Glibc

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
            if hasMouse && pointerMotion { writePointerMotionOn() }
        } else {
            if hasMouse { Self.writeToTerminal(Self.mouseOff) }
            hasMouse = false
            pixelCellSize = nil
        }
        updateRestoreSequence()
        return hasMouse
    }

    /// Mouse reports as the screens use them: clicks and wheel steps (mode 1000) in the SGR encoding (1006),
    /// decoded by `ReplyFilter` and `SGRMouseReport`. Not ncurses' `mousemask`: it asks for the X10 encoding
    /// wherever terminfo says `kmous=\E[M` (tmux, screen, rxvt), which loses clicks beyond column 223, and its
    /// decoding blocks on a press until the release. Not button motion (1002) or all motion (1003) either:
    /// only the Draw screen follows a drag, and asks for motion while it is shown (`setPointerMotion`). A terminal
    /// that knows 1000 but not 1006 (GNU screen before 5) reports in X10, which is not decoded: its bytes come
    /// through as keys, an Esc first. Off also ends motion and pixel reports, whichever were on.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1016l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"

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

extension TerminalSession {
    /// Where the question "do you report pixels (mode 1016)?" stands.
    enum PixelReportsQuestion {
        case notAsked
        /// Asked; no answer yet (a terminal that does not know DECRQM never answers).
        case asked
        /// The terminal knows mode 1016 (DECRPM setting 1 or 2).
        case supported
        /// It said it does not (setting 0 or 4).
        case unsupported
    }

    /// Motion while a button is held (mode 1002) and, where the terminal reports pixels, SGR-pixels (1016).
    /// Setting 1002 replaces 1000 (xterm keeps one tracking mode), and resetting it leaves none, so off sets 1000
    /// again.
    static let motionOn = "\u{1B}[?1002h"
    static let pixelsOn = "\u{1B}[?1016h"
    static let motionOff = "\u{1B}[?1016l\u{1B}[?1002l\u{1B}[?1000h"
    /// DECRQM for mode 1016, then DA1 so that `end()` waits for the answers rather than leave them to the shell.
    static let pixelReportsQuestionText = "\u{1B}[?1016$p\u{1B}[c"

    /// Asks for motion with a button held, in pixels where the terminal offers them, or back to clicks only: the
    /// app asks while a screen with a canvas is on top. Does nothing without the mouse, or when nothing changes.
    public func setPointerMotion(_ wanted: Bool) {
        precondition(isActive, "TerminalSession used after end()")
        guard wanted != pointerMotion else { return }
        pointerMotion = wanted
        guard hasMouse else { return }
        if wanted {
            askAboutPixelReportsOnce()
            writePointerMotionOn()
        } else {
            Self.writeToTerminal(Self.motionOff)
            pixelCellSize = nil
        }
    }

    /// Writes motion on, and pixels on when the terminal has said it reports them and its pixel size is known.
    func writePointerMotionOn() {
        Self.writeToTerminal(Self.motionOn)
        guard pixelReportsQuestion == .supported, let cellSize = currentPixelCellSize() else { return }
        Self.writeToTerminal(Self.pixelsOn)
        pixelCellSize = cellSize
    }

    /// Acts on the terminal's answer about mode 1016.
    func handlePixelReportsAnswer(setting: Int) {
        guard pixelReportsQuestion == .asked else { return }
        pixelReportsQuestion = setting == 1 || setting == 2 || setting == 3 ? .supported : .unsupported
        if pointerMotion && hasMouse && pixelReportsQuestion == .supported { writePointerMotionOn() }
    }

    /// The size of a cell in pixels, from the terminal's window size (`TIOCGWINSZ`), or nil where the terminal
    /// does not say (tmux, many others give 0 pixels).
    func currentPixelCellSize() -> PixelCellSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_xpixel > 0, size.ws_ypixel > 0,
              size.ws_col > 0, size.ws_row > 0 else { return nil }
        return PixelCellSize(width: Double(size.ws_xpixel) / Double(size.ws_col), height: Double(size.ws_ypixel) / Double(size.ws_row))
    }

    private func askAboutPixelReportsOnce() {
        guard pixelReportsQuestion == .notAsked, Self.speaksECMA48 else { return }
        pixelReportsQuestion = .asked
        Self.writeToTerminal(Self.pixelReportsQuestionText)
        // end() waits for DA1's answer, so neither answer reaches the shell.
        synchronizedUpdateQuestion = .awaitingAnswer
    }
}

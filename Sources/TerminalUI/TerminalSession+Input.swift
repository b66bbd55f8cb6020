import CNcursesw
import CTerminalGuard

extension TerminalSession {
    /// Waits for the next key.
    ///
    /// - Parameter timeout: how long to wait; `nil` waits until a key or an event arrives.
    /// - Returns: the key; `.resize` after a resize or a resume from a stop (the next `draw` then
    ///   repaints everything); `nil` when the time ran out, a signal interrupted the wait, or the
    ///   key is one the program does not use. Call again on `nil`.
    public func readKey(timeout: Duration? = nil) -> Key? {
        precondition(isActive, "TerminalSession used after end()")
        if terminal_guard_take_continued() != 0 { return resized() }
        wtimeout(window, timeout.map(Self.milliseconds) ?? -1)
        var value: wint_t = 0
        let status = wget_wch(window, &value)
        if status == ERR {
            return terminal_guard_take_continued() != 0 ? resized() : nil
        }
        if status == KEY_CODE_YES {
            switch Int32(bitPattern: value) {
            case KEY_RESIZE: return resized()
            case KEY_MOUSE: return readMouse()
            default: break
            }
        }
        return KeyDecoder.decode(status: status, value: value)
    }

    private func resized() -> Key {
        invalidate()
        return .resize
    }

    private func readMouse() -> Key? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return KeyDecoder.mouse(buttonState: event.bstate, row: Int(event.y), column: Int(event.x))
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(total, 0))
    }
}

import CNcursesw
import CTerminalGuard
import Glibc

extension TerminalSession {
    // MARK: Reading keys

    /// Waits for the next key.
    ///
    /// The wait is a `poll` on the terminal and on the signal guard's wake-up pipe; the terminal's bytes are read
    /// by the session itself, as many as have come in one `read`, and parsed (``InputParser``). So a resize (or a
    /// resume after a stop) is seen at once even when its signal came while the previous key was being handled; a
    /// terminal that has gone away (hung up, or its input at an end) is told by `read` itself, not guessed; and a
    /// paste arrives as fast as the terminal sends it.
    ///
    /// What is held back waiting for its rest — a key's sequence, an answer, a paste — waits for it from the last
    /// byte that came, and a signal meanwhile does not end the wait: a paste is whole before the resize that came
    /// during it is handled.
    ///
    /// - Parameter timeout: how long to wait; `nil` waits until a key or an event arrives.
    /// - Returns: the key; `.resize` after a resize or a resume from a stop (the next `draw` then
    ///   repaints everything); `nil` when the time ran out, the key is one the program does not use,
    ///   or the terminal is gone (`isInputClosed`). Call again on `nil` unless the input is closed.
    public func readKey(timeout: Duration? = nil) -> Key? {
        precondition(isActive, "TerminalSession used after end()")
        askAboutSynchronizedUpdateOnce()
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if !parsedInputs.isEmpty {
                switch parsedInputs.removeFirst() {
                case .key(let raw): return KeyDecoder.decode(status: raw.status, value: raw.value)
                case .mouse(let report): return report.event(cellSize: pixelCellSize).map(Key.mouse)
                case .paste(let pasted): return .paste(pasted)
                case .reply(let answer): handle(answer)
                }
                continue
            }
            if isInputClosed { return nil }
            if !input.isInPaste, let resize = takePendingResize() { return resize }
            parsedInputs = input.parse()
            if !parsedInputs.isEmpty { continue }
            if input.isHolding {
                let delay = input.isHoldingTornReport ? Self.tornReportDelay : Self.escapeDelay
                switch wait(until: lastInputTime + delay) {
                case .input: readAvailableBytes()
                case .woken: terminal_guard_drain_wake()  // the flags stay set: the resize is taken once this is whole
                case .timedOut: parsedInputs = input.releaseHeld()
                case .closed: closeInput()
                }
                continue
            }
            switch wait(until: deadline) {
            case .input: readAvailableBytes()
            case .woken:
                terminal_guard_drain_wake()
                // Another thread's news (a followed text's line) ends the wait as a timeout does: the loop takes it.
                if terminal_guard_take_news() != 0 { return nil }
            case .timedOut: return nil
            case .closed: closeInput()
            }
        }
    }

    /// Whether more input is already there to read: the app skips drawing a drag's frame when the next report
    /// has come, so a long drag is drawn as fast as it arrives rather than one frame per report behind it.
    public var hasInputWaiting: Bool {
        if !parsedInputs.isEmpty || input.isHolding { return true }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// How long the rest of a key's sequence is waited for after Esc (ncurses waits 1 s by default, which makes Esc
    /// feel broken); also how long an answer's rest is waited for.
    static let escapeDelay: Duration = .milliseconds(25)

    /// How long the rest of a report whose body has begun, or of a paste under way, is waited for: a stalled link's
    /// delay between two packets (an ssh session or a loaded machine easily takes half a second), far longer than
    /// an Esc key's. Released early, the rest would be typed as keys (a digit switches tabs, a `q` quits); held, a
    /// report or a paste that never ends holds the keys after it back for two seconds at most.
    static let tornReportDelay: Duration = .seconds(2)

    /// The most bytes one `read` takes: a paste's 10 MB come in a few hundred reads.
    private static let readSize = 64 * 1024

    // MARK: Steps

    /// Reads what the terminal has sent (poll said it is there) into the parser. End of input (0 bytes) or an error
    /// other than an interruption (EIO once the terminal has hung up) closes the input: only then does the session end.
    private func readAvailableBytes() {
        var chunk = [UInt8](repeating: 0, count: Self.readSize)
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 {
            input.append(chunk.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[..<count]) })
            lastInputTime = .now
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            closeInput()
        }
    }

    /// No byte will come again: what is held is let out as it is, then `readKey` says the input is closed.
    private func closeInput() {
        parsedInputs += input.releaseHeld()
        isInputClosed = true
    }

    // MARK: Waiting

    private enum WaitOutcome {
        /// The terminal has input, or an end that the next read will tell.
        case input
        /// A signal wrote to the wake-up pipe.
        case woken
        case timedOut
        /// The terminal errs with nothing to read: nothing more will come.
        case closed
    }

    /// Waits for the terminal or the wake-up pipe until `deadline` (forever when `nil`).
    private func wait(until deadline: ContinuousClock.Instant?) -> WaitOutcome {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal_guard_wake_descriptor(), events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), deadline.map(Self.milliseconds(until:)) ?? -1)
        if ready < 0 { return errno == EINTR ? .woken : .closed }
        if ready == 0 { return .timedOut }
        if descriptors[1].revents != 0 { return .woken }
        // A hang-up with bytes still to read reads them first; the read after them tells the end.
        if descriptors[0].revents & Int16(POLLIN | POLLHUP) != 0 { return .input }
        return .closed
    }

    /// The milliseconds from now to `deadline` for `poll`, rounded up so a wait never ends early.
    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let (seconds, attoseconds) = (deadline - .now).components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(total, 0))
    }

    // MARK: Resizing

    /// `.resize` once after SIGWINCH or SIGCONT, with ncurses told the terminal's size now.
    private func takePendingResize() -> Key? {
        let resized = terminal_guard_take_resized() != 0
        let continued = terminal_guard_take_continued() != 0
        guard resized || continued else { return nil }
        adoptTerminalSize()
        invalidate()
        return .resize
    }

    /// Asks the terminal its size once more, after the first frame: a SIGWINCH that came while the program was
    /// starting, before its handler was installed, was lost (tmux resizes a new session's pane right after starting
    /// the program in it), and the browser went on drawing at the size it started with until the next resize.
    /// - Returns: whether the size changed, so the frame is drawn again.
    public func catchUpWithTerminalSize() -> Bool {
        let before = size
        adoptTerminalSize()
        guard size != before else { return false }
        invalidate()
        return true
    }

    /// Tells ncurses the size the terminal has now. `resize_term`, not `resizeterm`, which would also
    /// queue a KEY_RESIZE and so report the same resize twice.
    private func adoptTerminalSize() {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return }
        let rows = Int32(size.ws_row)
        let columns = Int32(size.ws_col)
        if is_term_resized(rows, columns) { resize_term(rows, columns) }
    }
}

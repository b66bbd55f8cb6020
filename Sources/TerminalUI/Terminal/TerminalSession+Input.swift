import CNcursesw
import CTerminalGuard
import Glibc

extension TerminalSession {
    // MARK: Reading keys

    /// Waits for the next key.
    ///
    /// The wait is a `poll` on the terminal and on the signal guard's wake-up pipe, and ncurses is
    /// asked for a key only without waiting. So a resize (or a resume after a stop) is seen at once
    /// even when its signal came while the previous key was being handled, when a blocking read would
    /// have held it until the next key; and a terminal that has gone away (hung up, with SIGHUP
    /// ignored) ends the wait instead of making every read fail at once, forever.
    ///
    /// - Parameter timeout: how long to wait; `nil` waits until a key or an event arrives.
    /// - Returns: the key; `.resize` after a resize or a resume from a stop (the next `draw` then
    ///   repaints everything); `nil` when the time ran out, the key is one the program does not use,
    ///   or the terminal is gone (`isInputClosed`). Call again on `nil` unless the input is closed.
    public func readKey(timeout: Duration? = nil) -> Key? {
        precondition(isActive, "TerminalSession used after end()")
        askAboutSynchronizedUpdateOnce()
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while !isInputClosed {
            if let resize = takePendingResize() { return resize }
            if !filteredInputs.isEmpty {
                switch filteredInputs.removeFirst() {
                case .key(let input): return key(for: input)
                case .mouse(let report): return report.event(cellSize: pixelCellSize).map(Key.mouse)
                case .paste(let pasted): return .paste(pasted)
                case .reply(let answer): handle(answer)
                }
                continue
            }
            if let input = readAvailableInput() {
                filteredInputs += replyFilter.take(input)
                continue
            }
            if replyFilter.isHolding {
                // The start of a possible report: give its rest one Esc delay to arrive, or longer once it is
                // surely a report (its body has begun) or a paste.
                let delay = replyFilter.isHoldingTornReport ? Self.tornReportDelay : Self.escapeDelay
                if wait(until: .now + delay) != .input { filteredInputs += replyFilter.releaseHeld() }
                continue
            }
            switch wait(until: deadline) {
            case .input: break
            case .woken: terminal_guard_drain_wake()
            case .timedOut: return nil
            case .closed: isInputClosed = true
            }
        }
        return nil
    }

    /// Whether more input is already there to read: the app skips drawing a drag's frame when the next report
    /// has come, so a long drag is drawn as fast as it arrives rather than one frame per report behind it.
    public var hasInputWaiting: Bool {
        if !filteredInputs.isEmpty { return true }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// How long ncurses waits after Esc for the rest of a key's sequence (1 s by default, which makes Esc
    /// feel broken); also how long an answer's rest is waited for.
    static let escapeDelay: Duration = .milliseconds(25)

    /// How long the rest of a report whose body has begun is waited for: a stalled link's delay between two packets
    /// (an ssh session or a loaded machine easily takes half a second), far longer than an Esc key's. Released
    /// early, the rest would be typed as keys (a digit switches tabs); held, a report that never ends holds the
    /// keys after it back for two seconds at most.
    static let tornReportDelay: Duration = .seconds(2)

    /// Input that was ready but gave nothing this many times in a row means the terminal is gone.
    private static let emptyReadyReadLimit = 100

    // MARK: Steps

    /// What ncurses has or can read without waiting: a key it holds back (after an escape sequence
    /// that was not one), or the bytes of one key already typed.
    private func readAvailableInput() -> RawInput? {
        wtimeout(window, 0)
        var value: wint_t = 0
        let status = wget_wch(window, &value)
        guard status != ERR else { return nil }
        emptyReadyReads = 0
        return RawInput(status: status, value: UInt32(value))
    }

    private func key(for input: RawInput) -> Key? {
        if input.status == KEY_CODE_YES, Int32(bitPattern: input.value) == KEY_RESIZE { return resized() }
        return KeyDecoder.decode(status: input.status, value: input.value)
    }

    // MARK: Waiting

    private enum WaitOutcome {
        /// The terminal has input (or reports an end that the next read will tell).
        case input
        /// A signal wrote to the wake-up pipe.
        case woken
        case timedOut
        /// The terminal hung up or errs: nothing more will come.
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
        let hangUp = Int16(POLLHUP | POLLERR | POLLNVAL)
        if descriptors[0].revents & hangUp != 0 { return .closed }
        // Ready, yet the last read found nothing (end of file, EIO): not for ever.
        emptyReadyReads += 1
        return emptyReadyReads > Self.emptyReadyReadLimit ? .closed : .input
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
        return self.resized()
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

    private func resized() -> Key {
        invalidate()
        return .resize
    }
}

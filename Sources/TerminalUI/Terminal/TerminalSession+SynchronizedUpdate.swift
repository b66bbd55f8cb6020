import CNcursesw
import Glibc

extension TerminalSession {
    // MARK: Markers

    /// The sequences written before and after a frame so that the terminal shows it only once it is
    /// whole (however many writes ncurses splits it into).
    struct SynchronizedUpdate: Equatable {
        let begin: String
        let end: String

        /// DEC private mode 2026, as answered to DECRQM.
        static let decMode2026 = SynchronizedUpdate(begin: "\u{1B}[?2026h", end: "\u{1B}[?2026l")

        /// The terminfo entry's own, from the extended `Sync` capability (1 begins, 2 ends).
        static var fromTerminfo: SynchronizedUpdate? {
            guard let capability = shim_terminfo_string("Sync") else { return nil }
            let begin = String(cString: shim_terminfo_with_parameter(capability, 1))
            let end = String(cString: shim_terminfo_with_parameter(capability, 2))
            return SynchronizedUpdate(begin: begin, end: end)
        }
    }

    /// Where the question about synchronized updates stands.
    enum SynchronizedUpdateQuestion {
        /// Not asked yet: at the first `readKey`, so that a session that never reads (the start-up
        /// benchmark's) leaves no answer behind for the shell to read as typing.
        case notAsked
        /// Asked; DA1's answer has not come yet.
        case awaitingAnswer
        /// Answered, or not to be asked (terminfo said, or the terminal does not speak ECMA-48).
        case settled
    }

    // MARK: Asking

    /// DECRQM for mode 2026, then DA1, which every VT100-like terminal answers: its answer comes after
    /// DECRQM's (if any), so it tells that the terminal has said all it will. tmux 3.3a, for one,
    /// answers only DA1.
    static let synchronizedUpdateQuestion = "\u{1B}[?2026$p\u{1B}[c"

    /// How long `end()` waits for a DA1 answer still due, so it does not land in the shell.
    static let lastAnswerWait: Duration = .milliseconds(100)

    /// Whether the terminal takes ECMA-48 control sequences (its cursor address starts with CSI): only
    /// then may it be asked anything, since a VT52 would print the question.
    static var speaksECMA48: Bool {
        guard let cursorAddress = shim_terminfo_string("cup") else { return false }
        return String(cString: cursorAddress).hasPrefix("\u{1B}[")
    }

    /// The question's state when the session starts: terminfo's `Sync` settles it; otherwise ask
    /// terminals that can be asked.
    static func initialSynchronizedUpdateQuestion(known: SynchronizedUpdate?) -> SynchronizedUpdateQuestion {
        known == nil && speaksECMA48 ? .notAsked : .settled
    }

    /// Sends the question once; the answers come through the key stream (`ReplyFilter`).
    func askAboutSynchronizedUpdateOnce() {
        guard synchronizedUpdateQuestion == .notAsked else { return }
        Self.writeToTerminal(Self.synchronizedUpdateQuestion)
        synchronizedUpdateQuestion = .awaitingAnswer
    }

    /// Acts on an answer that the reply filter took out of the key stream.
    func handle(_ reply: ReplyFilter.Reply) {
        switch reply {
        case .modeReport(mode: 2026, setting: let setting) where setting == 1 || setting == 2:
            // Only an answer to our question counts: one typed (or pasted) later changes nothing.
            guard synchronizedUpdateQuestion == .awaitingAnswer, synchronizedUpdate == nil else { return }
            synchronizedUpdate = .decMode2026
            updateRestoreSequence()
        case .modeReport(mode: 1016, setting: let setting):
            handlePixelReportsAnswer(setting: setting)
        case .modeReport, .unreadable:
            break
        case .deviceAttributes:
            synchronizedUpdateQuestion = .settled
        }
    }

    /// Reads and drops the terminal's input until DA1's answer has come, for at most `lastAnswerWait` however much
    /// else keeps coming: called on the way out, when nothing will read the terminal any more. The bytes read and
    /// not parsed yet are looked at first (the answer may be among them), then each read once
    /// (``DeviceAttributesScanner``): the cost is the bytes, never more.
    func discardAnswerStillDue() {
        guard synchronizedUpdateQuestion == .awaitingAnswer else { return }
        synchronizedUpdateQuestion = .settled
        var scanner = DeviceAttributesScanner()
        if input.unparsedBytes.contains(where: { scanner.take($0) }) { return }
        let deadline = ContinuousClock.now + Self.lastAnswerWait
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.milliseconds(until: deadline))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { return }
            if buffer[..<count].contains(where: { scanner.take($0) }) { return }
        }
    }

    /// Finds a DA1 answer (`ESC [ ? <digits and ;> c`) in bytes that come a read at a time, looking at each byte once.
    struct DeviceAttributesScanner {
        private enum State { case idle, escape, bracket, parameters }
        private var state = State.idle

        /// Takes the next byte. - Returns: whether it ended an answer.
        mutating func take(_ byte: UInt8) -> Bool {
            switch (state, byte) {
            case (_, 0x1B): state = .escape
            case (.escape, UInt8(ascii: "[")): state = .bracket
            case (.bracket, UInt8(ascii: "?")): state = .parameters
            case (.parameters, UInt8(ascii: "0")...UInt8(ascii: "9")), (.parameters, UInt8(ascii: ";")): break
            case (.parameters, UInt8(ascii: "c")):
                state = .idle
                return true
            default: state = .idle
            }
            return false
        }
    }
}

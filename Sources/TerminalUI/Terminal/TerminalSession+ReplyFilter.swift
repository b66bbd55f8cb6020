extension TerminalSession {
    /// One result of `wget_wch`: its status (`OK` for a character, `KEY_CODE_YES` for a key code) and value.
    struct RawInput: Equatable {
        let status: Int32
        let value: UInt32

        static func character(_ scalar: Unicode.Scalar) -> RawInput {
            RawInput(status: 0, value: scalar.value)
        }
    }

    /// Takes what the terminal sends on its own account out of the key stream, so it never acts as keys: its
    /// answers to our questions and mouse reports.
    ///
    /// ncurses knows no key that starts with `ESC [ ?` or (once its own mouse key is switched off, see
    /// `TerminalSession.enableMouse`) `ESC [ <`, so these reach the key loop as the Esc key followed by plain
    /// characters: `ESC [ ? 2026 ; 2 $ y` (DECRPM, a mode's report), `ESC [ ? 62 ; 22 c` (DA1, the device
    /// attributes) or `ESC [ < 0 ; 250 ; 5 M` (an SGR mouse report, `SGRMouseReport`). The filter holds back
    /// an Esc and what follows while they can still become such a report, and lets them through as keys as
    /// soon as they cannot, or when no more input comes (`releaseHeld`). Keys and reports keep their order,
    /// and an answer that comes late (a slow link) is still swallowed. (A paste's bytes never come here: the
    /// ``InputParser`` hands them to a ``PasteCollector``.)
    struct ReplyFilter {
        enum Reply: Equatable {
            /// DECRPM: `setting` 0 is "not recognised", 1 set, 2 reset, 3 permanently set, 4 permanently reset.
            case modeReport(mode: Int, setting: Int)
            /// DA1: the terminal answered the question sent last, so every earlier one has been answered too.
            case deviceAttributes
            /// A report or an answer that came whole but garbled (a position past 64 bits or below 1, an answer to no
            /// question): swallowed, as no person types `ESC [ <` or `ESC [ ?`, and typed its digits would switch tabs.
            case unreadable
        }

        /// What the filter lets out, in the order it came in (and the parser's pastes, between them).
        enum Output: Equatable {
            case key(RawInput)
            /// An answer to one of our questions.
            case reply(Reply)
            case mouse(SGRMouseReport)
            /// A bracketed paste's text, whole (or as far as it came, when its end never did).
            case paste(PastedText)
        }

        /// Longer than any report a terminal sends (a mouse report is at most 20 bytes): a report's body that runs on
        /// past it, with no final byte, is swallowed whole as unreadable.
        private static let longestReply = 256
        private static let escape: UInt32 = 0x1B
        private static let answerIntroducer = [escape] + "[?".unicodeScalars.map(\.value)
        private static let mouseIntroducer = [escape] + "[<".unicodeScalars.map(\.value)

        private var held: [RawInput] = []
        /// Whether a report's body ran past ``longestReply`` and the rest of it, up to its final byte, is dropped as
        /// it comes (never held: it may be megabytes).
        private var isDroppingOverlongReport = false

        /// Whether input is held back as the start of a possible answer (wait for the rest).
        var isHolding: Bool { !held.isEmpty }

        /// Whether what is held is a report's introducer and at least one byte of its body (`ESC [ <` and a digit):
        /// no person types that, so it is a report torn across reads (a slow link, a long drag), worth waiting
        /// longer for than an Esc key — its rest let through as keys would type digits (switching tabs) and `M`.
        var isHoldingTornReport: Bool {
            held.count > Self.mouseIntroducer.count && held.map(\.value).starts(with: Self.mouseIntroducer)
                || held.count > Self.answerIntroducer.count && held.map(\.value).starts(with: Self.answerIntroducer)
        }

        /// Takes the next input.
        ///
        /// - Returns: the keys it released and the reports it completed, in order.
        mutating func take(_ input: RawInput) -> [Output] {
            if isDroppingOverlongReport {
                let isCharacter = input.status == 0
                if isCharacter && (0x20...0x3F).contains(input.value) { return [] }
                isDroppingOverlongReport = false
                if isCharacter && (0x40...0x7E).contains(input.value) { return [] }
            }
            held.append(input)
            switch Self.classify(held) {
            case .incomplete:
                return []
            case .report(let report):
                held = []
                return [report]
            case .overlong:
                held = []
                isDroppingOverlongReport = true
                return [.reply(.unreadable)]
            case .notAReply:
                // The first input is a key; the rest may still start a report of its own (Esc Esc [ ? …).
                let key = held.removeFirst()
                let rest = held
                held = []
                return [.key(key)] + rest.flatMap { take($0) }
            }
        }

        /// No more input came in time (or a paste starts): what was held back is keys after all, unless it was a
        /// report whose body had begun, which no person types: that one is swallowed, as its digits would switch tabs.
        mutating func releaseHeld() -> [Output] {
            defer { held = [] }
            return isHoldingTornReport ? [.reply(.unreadable)] : held.map(Output.key)
        }

        // MARK: Recognising an answer

        private enum Classification {
            case incomplete
            /// A reply or a mouse report.
            case report(Output)
            /// A report's body past ``longestReply``: what has come is unreadable, and the rest is dropped as it comes.
            case overlong
            case notAReply
        }

        /// A report is a control sequence (ECMA-48): after its introducer, parameter and intermediate bytes (0x20–0x3F)
        /// up to one final byte (0x40–0x7E). Once it has ended it is the terminal's whatever it says — read when it
        /// can be, else ``Reply/unreadable`` — and only a byte that no control sequence holds (a control character,
        /// a letter of another script) makes what was held typing after all.
        private static func classify(_ inputs: [RawInput]) -> Classification {
            guard inputs.allSatisfy({ $0.status == 0 }) else { return .notAReply }
            let values = inputs.map(\.value)
            let introducers = [answerIntroducer, mouseIntroducer]
            guard let introducer = introducers.first(where: { values.starts(with: $0) }) else {
                let isStart = introducers.contains { values.count < $0.count && $0.starts(with: values) }
                return isStart ? .incomplete : .notAReply
            }
            let body = values.dropFirst(introducer.count)
            guard let end = body.firstIndex(where: { !(0x20...0x3F).contains($0) }) else {
                return values.count <= longestReply ? .incomplete : .overlong
            }
            guard (0x40...0x7E).contains(body[end]) else { return .notAReply }
            let text = String(String.UnicodeScalarView(body[...end].compactMap(Unicode.Scalar.init)))
            let parameterEnd = text.firstIndex { !($0.isASCII && ($0.isNumber || $0 == ";")) } ?? text.endIndex
            let parameters = text[..<parameterEnd].split(separator: ";", omittingEmptySubsequences: false).map { Int(String($0)) }
            let final = String(text[parameterEnd...])
            if introducer == mouseIntroducer {
                return .report(SGRMouseReport(parameters: parameters, final: final).map(Output.mouse) ?? .reply(.unreadable))
            }
            switch final {
            case "c": return .report(.reply(.deviceAttributes))
            case "$y":
                guard parameters.count == 2, let mode = parameters[0], let setting = parameters[1] else { return .report(.reply(.unreadable)) }
                return .report(.reply(.modeReport(mode: mode, setting: setting)))
            default: return .report(.reply(.unreadable))
            }
        }
    }
}

import Segmentation

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
    /// answers to our questions, mouse reports, and bracketed pastes (`ESC [ 200 ~`, the text, `ESC [ 201 ~`:
    /// the text is collected by a ``PasteCollector`` into one output, however many reads it spans).
    ///
    /// ncurses knows no key that starts with `ESC [ ?` or (once its own mouse key is switched off, see
    /// `TerminalSession.enableMouse`) `ESC [ <`, so these reach the key loop as the Esc key followed by plain
    /// characters: `ESC [ ? 2026 ; 2 $ y` (DECRPM, a mode's report), `ESC [ ? 62 ; 22 c` (DA1, the device
    /// attributes) or `ESC [ < 0 ; 250 ; 5 M` (an SGR mouse report, `SGRMouseReport`). The filter holds back
    /// an Esc and what follows while they can still become such a report, and lets them through as keys as
    /// soon as they cannot, or when no more input comes (`releaseHeld`). Keys and reports keep their order,
    /// and an answer that comes late (a slow link) is still swallowed.
    struct ReplyFilter {
        enum Reply: Equatable {
            /// DECRPM: `setting` 0 is "not recognised", 1 set, 2 reset, 3 permanently set, 4 permanently reset.
            case modeReport(mode: Int, setting: Int)
            /// DA1: the terminal answered the question sent last, so every earlier one has been answered too.
            case deviceAttributes
        }

        /// What the filter lets out, in the order it came in.
        enum Output: Equatable {
            case key(RawInput)
            /// An answer to one of our questions.
            case reply(Reply)
            case mouse(SGRMouseReport)
            /// A bracketed paste's text, whole (or as far as it came, when its end never did).
            case paste(PastedText)
        }

        /// Longer than any answer: what has not ended by then is typing.
        private static let longestReply = 48
        private static let escape: UInt32 = 0x1B
        private static let answerIntroducer = [escape] + "[?".unicodeScalars.map(\.value)
        private static let mouseIntroducer = [escape] + "[<".unicodeScalars.map(\.value)
        private static let pasteStart = [escape] + "[200~".unicodeScalars.map(\.value)

        private var held: [RawInput] = []
        /// The paste being collected, between its start marker and its end.
        private var paste: PasteCollector?
        /// The most UTF-8 bytes a paste keeps.
        private let pasteLimit: Int

        /// - Parameter pasteLimit: the most UTF-8 bytes a paste keeps: the most a text to read may be.
        init(pasteLimit: Int = TextFile.limit) {
            self.pasteLimit = pasteLimit
        }

        /// Whether input is held back as the start of a possible answer, or a paste's text (wait for the rest).
        var isHolding: Bool { !held.isEmpty || paste != nil }

        /// Whether what is held is a report's introducer and at least one byte of its body (`ESC [ <` and a digit):
        /// no person types that, so it is a report torn across reads (a slow link, a long drag), worth waiting
        /// longer for than an Esc key — its rest let through as keys would type digits (switching tabs) and `M`.
        /// A paste under way is waited for as long: released early, its unterminated text would still be text, but
        /// its rest would come as keys.
        var isHoldingTornReport: Bool {
            paste != nil
                || held.count > 3 && Self.pasteStart.starts(with: held.map(\.value))
                || held.count > Self.mouseIntroducer.count && held.map(\.value).starts(with: Self.mouseIntroducer)
                || held.count > Self.answerIntroducer.count && held.map(\.value).starts(with: Self.answerIntroducer)
        }

        /// Takes the next input.
        ///
        /// - Returns: the keys it released and the reports it completed, in order.
        mutating func take(_ input: RawInput) -> [Output] {
            if paste != nil {
                // In place: a copy of the collector per input would copy the text so far each time.
                guard paste?.take(input) == true, let ended = paste else { return [] }
                paste = nil
                return [.paste(ended.pasted)]
            }
            held.append(input)
            switch Self.classify(held) {
            case .incomplete:
                return []
            case .pasteStarts:
                held = []
                paste = PasteCollector(limit: pasteLimit)
                return []
            case .report(let report):
                held = []
                return [report]
            case .notAReply:
                // The first input is a key; the rest may still start a report of its own (Esc Esc [ ? …).
                let key = held.removeFirst()
                let rest = held
                held = []
                return [.key(key)] + rest.flatMap { take($0) }
            }
        }

        /// No more input came in time: what was held back is keys after all, and a paste whose end never came
        /// is the text that did (what comes next is keys again).
        mutating func releaseHeld() -> [Output] {
            if let unfinished = paste {
                paste = nil
                return [.paste(unfinished.pasted)]
            }
            defer { held = [] }
            return held.map(Output.key)
        }

        // MARK: Recognising an answer

        private enum Classification {
            case incomplete
            /// A reply or a mouse report.
            case report(Output)
            /// `ESC [ 200 ~`: what follows is pasted text, up to `ESC [ 201 ~`.
            case pasteStarts
            case notAReply
        }

        private static func classify(_ inputs: [RawInput]) -> Classification {
            guard inputs.allSatisfy({ $0.status == 0 }), inputs.count <= longestReply else { return .notAReply }
            let values = inputs.map(\.value)
            if pasteStart.starts(with: values) { return values.count == pasteStart.count ? .pasteStarts : .incomplete }
            let introducers = [answerIntroducer, mouseIntroducer]
            guard let introducer = introducers.first(where: { values.starts(with: $0) }) else {
                let isStart = introducers.contains { values.count < $0.count && $0.starts(with: values) }
                return isStart ? .incomplete : .notAReply
            }
            let body = values.dropFirst(introducer.count).map { Unicode.Scalar($0).map(Character.init) ?? "\u{0}" }
            let parameterEnd = body.firstIndex { !($0.isASCII && ($0.isNumber || $0 == ";")) } ?? body.endIndex
            let parameters = body[..<parameterEnd].split(separator: ";", omittingEmptySubsequences: false)
                .map { Int(String($0)) }
            let final = String(body[parameterEnd...])
            if final.isEmpty { return .incomplete }
            if introducer == mouseIntroducer {
                return SGRMouseReport(parameters: parameters, final: final).map { .report(.mouse($0)) } ?? .notAReply
            }
            switch final {
            case "$": return .incomplete
            case "c": return .report(.reply(.deviceAttributes))
            case "$y":
                guard parameters.count == 2, let mode = parameters[0], let setting = parameters[1] else { return .notAReply }
                return .report(.reply(.modeReport(mode: mode, setting: setting)))
            default: return .notAReply
            }
        }
    }
}

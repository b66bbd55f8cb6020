extension TerminalSession {
    /// One result of `wget_wch`: its status (`OK` for a character, `KEY_CODE_YES` for a key code) and value.
    struct RawInput: Equatable {
        let status: Int32
        let value: UInt32

        static func character(_ scalar: Unicode.Scalar) -> RawInput {
            RawInput(status: 0, value: scalar.value)
        }
    }

    /// Takes the terminal's answers to our questions out of the key stream, so they never act as keys.
    ///
    /// ncurses knows no key that starts with `ESC [ ?`, so an answer reaches the key loop as the Esc
    /// key followed by plain characters: `ESC [ ? 2026 ; 2 $ y` (DECRPM, a mode's report) or
    /// `ESC [ ? 62 ; 22 c` (DA1, the device attributes). The filter holds back an Esc and what follows
    /// while they can still become such an answer, and lets them through as keys as soon as they
    /// cannot, or when no more input comes (`releaseHeld`). Keys that arrive before, between or after
    /// answers keep their order, and an answer that comes late (a slow link) is still swallowed.
    struct ReplyFilter {
        enum Reply: Equatable {
            /// DECRPM: `setting` 0 is "not recognised", 1 set, 2 reset, 3 permanently set, 4 permanently reset.
            case modeReport(mode: Int, setting: Int)
            /// DA1: the terminal answered the question sent last, so every earlier one has been answered too.
            case deviceAttributes
        }

        /// Longer than any answer: what has not ended by then is typing.
        private static let longestReply = 48
        private static let escape: UInt32 = 0x1B

        private var held: [RawInput] = []

        /// Whether input is held back as the start of a possible answer (wait a little for the rest).
        var isHolding: Bool { !held.isEmpty }

        /// Takes the next input.
        ///
        /// - Returns: the inputs released as keys (in order) and the answer this input completed, if any.
        mutating func take(_ input: RawInput) -> (keys: [RawInput], reply: Reply?) {
            held.append(input)
            switch Self.classify(held) {
            case .incomplete:
                return ([], nil)
            case .reply(let reply):
                held = []
                return ([], reply)
            case .notAReply:
                // The first input is a key; the rest may still start an answer of its own (Esc Esc [ ? …).
                let key = held.removeFirst()
                let rest = held
                held = []
                var keys = [key]
                var reply: Reply?
                for next in rest {
                    let outcome = take(next)
                    keys += outcome.keys
                    reply = outcome.reply ?? reply
                }
                return (keys, reply)
            }
        }

        /// No more input came in time: what was held back is keys after all.
        mutating func releaseHeld() -> [RawInput] {
            defer { held = [] }
            return held
        }

        // MARK: Recognising an answer

        private enum Classification {
            case incomplete
            case reply(Reply)
            case notAReply
        }

        private static func classify(_ inputs: [RawInput]) -> Classification {
            guard inputs.allSatisfy({ $0.status == 0 }), inputs.count <= longestReply else { return .notAReply }
            let values = inputs.map(\.value)
            let introducer: [UInt32] = [escape, UInt32(UInt8(ascii: "[")), UInt32(UInt8(ascii: "?"))]
            guard values.count > introducer.count else {
                return values == Array(introducer.prefix(values.count)) ? .incomplete : .notAReply
            }
            guard values.starts(with: introducer) else { return .notAReply }
            let body = values.dropFirst(introducer.count).map { Unicode.Scalar($0).map(Character.init) ?? "\u{0}" }
            let parameterEnd = body.firstIndex { !($0.isASCII && ($0.isNumber || $0 == ";")) } ?? body.endIndex
            let parameters = body[..<parameterEnd].split(separator: ";", omittingEmptySubsequences: false)
                .map { Int(String($0)) }
            let final = String(body[parameterEnd...])
            switch final {
            case "": return .incomplete
            case "$": return .incomplete
            case "c": return .reply(.deviceAttributes)
            case "$y":
                guard parameters.count == 2, let mode = parameters[0], let setting = parameters[1] else { return .notAReply }
                return .reply(.modeReport(mode: mode, setting: setting))
            default: return .notAReply
            }
        }
    }
}

import Segmentation

extension TerminalSession {
    /// The text of one bracketed paste, collected an input at a time between `ESC [ 200 ~` (which the
    /// ``ReplyFilter`` recognises) and `ESC [ 201 ~` (which this recognises), however many reads it takes.
    ///
    /// A paste is the terminal's, not the person's keys, and it may hold anything a clipboard holds: so the
    /// escape sequences in it (CSI, OSC and the other strings, two-character escapes, and the key codes ncurses
    /// made of some of them) are dropped, never passed on; so are control characters but the tab and the line
    /// ends, which become `\n` (terminals send a pasted line end as CR). A character the terminal could not decode
    /// becomes U+FFFD. Past `limit` UTF-8 bytes (the most a text to read may be) the rest is dropped and the paste
    /// says it was cut, but its end marker is still looked for, so nothing after the paste is taken for its text.
    struct PasteCollector {
        /// Where an escape sequence inside the paste stands.
        private enum Escape {
            case none
            /// After `ESC`.
            case started
            /// After `ESC [`: the parameter and intermediate bytes so far (the first few; `201` ends the paste).
            case controlSequence([UInt32])
            /// Inside an OSC, DCS, APC, PM or SOS string, ended by BEL or `ESC \`.
            case string
            /// `ESC` inside such a string.
            case stringEscape
        }

        /// The end marker's parameter bytes, `201`, before its final `~`.
        private static let endParameters = "201".unicodeScalars.map(\.value)
        private static let escape: UInt32 = 0x1B

        /// The most UTF-8 bytes kept.
        let limit: Int
        private var text = String.UnicodeScalarView()
        private var byteCount = 0
        private var wasCut = false
        private var state = Escape.none
        /// Whether the last character kept was a CR, whose LF (CR LF) is the same line end.
        private var afterCarriageReturn = false

        init(limit: Int = TextFile.limit) {
            self.limit = limit
        }

        /// What was collected so far.
        var pasted: PastedText { PastedText(text: String(text), wasCut: wasCut) }

        /// Takes the next input of the paste.
        /// - Returns: whether it ended the paste (the end marker's last character).
        mutating func take(_ input: RawInput) -> Bool {
            // A key code is a sequence ncurses recognised (an arrow's `ESC [ A`): part of an escape sequence.
            guard input.status == 0 else { return false }
            let value = input.value
            switch state {
            case .none:
                take(character: value)
            case .started:
                switch value {
                case 0x5B: state = .controlSequence([])  // [
                case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .string  // ] P _ ^ X
                case Self.escape: state = .started
                default: state = .none  // a two-character escape (ESC 7, ESC M …)
                }
            case .controlSequence(let parameters):
                switch value {
                case 0x20...0x3F:
                    state = .controlSequence(parameters.count < Self.endParameters.count + 1 ? parameters + [value] : parameters)
                case 0x40...0x7E:
                    state = .none
                    return parameters == Self.endParameters && value == 0x7E
                default:
                    // Not a control sequence after all: what came is text (or a new escape).
                    state = .none
                    take(character: value)
                }
            case .string:
                if value == 0x07 { state = .none } else if value == Self.escape { state = .stringEscape }
            case .stringEscape:
                switch value {
                case 0x5C: state = .none  // the string's end, ESC \
                case 0x5B: state = .controlSequence([])  // a string cut short by a sequence: maybe the end marker
                case Self.escape: state = .stringEscape
                default: state = .string
                }
            }
            return false
        }

        /// A character outside any escape sequence.
        private mutating func take(character value: UInt32) {
            switch value {
            case Self.escape:
                state = .started
            case 0x0D:
                keep("\n")
                afterCarriageReturn = true
            case 0x0A:
                if afterCarriageReturn { afterCarriageReturn = false } else { keep("\n") }
            case 0x09:
                keep("\t")
            case 0..<0x20, 0x7F...0x9F:
                afterCarriageReturn = false  // a control character (C0, DEL, C1): dropped
            default:
                keep(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }

        private mutating func keep(_ scalar: Unicode.Scalar) {
            afterCarriageReturn = false
            let width = UTF8.width(scalar)
            guard byteCount + width <= limit else {
                wasCut = true
                return
            }
            text.append(scalar)
            byteCount += width
        }
    }
}

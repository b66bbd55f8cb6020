import Segmentation

extension TerminalSession {
    /// The text of one bracketed paste, collected from the terminal's bytes between `ESC [ 200 ~` (which the
    /// ``InputDecoder`` recognises) and `ESC [ 201 ~` (which this recognises), however many reads it takes and
    /// whatever happens meanwhile.
    ///
    /// A paste is the terminal's, not the person's keys, and it may hold anything a clipboard holds: so the escape
    /// sequences in it (CSI — an arrow's `ESC [ A` among them —, OSC and the other strings, two-character escapes) are
    /// dropped, never passed on; so are control characters but the tab and the line ends, which become `\n`
    /// (terminals send a pasted line end as CR). Bytes that are not UTF-8 become U+FFFD, counted
    /// (``PastedText/replacements``). Past `limit` UTF-8 bytes (the most a text to read may be) the rest is dropped
    /// and the paste says it was cut, but its end marker is still looked for, so nothing after the paste is taken for
    /// its text.
    ///
    /// Bytes are taken a read at a time, and a run of text between two control bytes is copied whole: a 10 MB paste
    /// is collected as fast as the terminal sends it. The text is decoded once, when the paste ends.
    struct PasteCollector {
        /// Where an escape sequence inside the paste stands.
        private enum Escape {
            case none
            /// After `ESC`.
            case started
            /// After `ESC O` (SS3, an application-mode key's `ESC O A`): one more byte ends it.
            case singleShift
            /// After `ESC [`: the parameter and intermediate bytes so far (the first few; `201` ends the paste).
            case controlSequence([UInt8])
            /// Inside an OSC, DCS, APC, PM or SOS string, ended by BEL or `ESC \`.
            case string
            /// `ESC` inside such a string.
            case stringEscape
        }

        /// The end marker's parameter bytes, `201`, before its final `~`.
        private static let endParameters = Array("201".utf8)
        private static let escape: UInt8 = 0x1B

        /// The most UTF-8 bytes kept.
        let limit: Int
        /// The bytes kept so far, not yet decoded (a character may be split between two reads).
        private var kept: [UInt8] = []
        private var wasCut = false
        private var state = Escape.none
        /// Whether the last byte kept was a CR, whose LF (CR LF) is the same line end.
        private var afterCarriageReturn = false

        init(limit: Int = TextFile.limit) {
            self.limit = limit
        }

        /// Takes the next bytes of the paste.
        /// - Returns: how many of them belong to the paste: all of them, or up to and including its end marker's
        ///   last byte (what follows is keys again). `ended` says which.
        mutating func take(_ bytes: UnsafeBufferPointer<UInt8>) -> (used: Int, ended: Bool) {
            var index = 0
            while index < bytes.count {
                if case .none = state {
                    // The run of text up to the next control byte, copied whole.
                    let start = index
                    while index < bytes.count, bytes[index] >= 0x20, bytes[index] != 0x7F { index += 1 }
                    keep(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    guard index < bytes.count else { break }
                }
                let ended = take(byte: bytes[index])
                index += 1
                if ended { return (index, true) }
            }
            return (bytes.count, false)
        }

        /// What was collected, decoded: each maximal part that is not UTF-8 is one U+FFFD, C1 control characters
        /// (U+0080…U+009F, which a terminal would obey) are dropped, and the text is cut at a character within the
        /// limit.
        var pasted: PastedText {
            var text = String(decoding: kept, as: UTF8.self)
            var replacements = 0
            if text.utf8.count != kept.count || kept.contains(0xC2) {
                let replacementsBefore = Self.replacementCount(in: kept)
                var scalars = String.UnicodeScalarView()
                for scalar in text.unicodeScalars where !(0x80...0x9F).contains(scalar.value) {
                    if scalar == "\u{FFFD}" { replacements += 1 }
                    scalars.append(scalar)
                }
                replacements -= replacementsBefore
                text = String(scalars)
            }
            var cut = wasCut
            if text.utf8.count > limit {
                cut = true
                var end = text.utf8.index(text.utf8.startIndex, offsetBy: limit)
                while !text.unicodeScalars.indices.contains(end) { end = text.utf8.index(before: end) }
                text = String(text[..<end])
            }
            return PastedText(text: text, wasCut: cut, replacements: max(replacements, 0))
        }

        // MARK: Steps

        /// One control byte, or a byte inside an escape sequence.
        /// - Returns: whether it was the end marker's last byte.
        private mutating func take(byte: UInt8) -> Bool {
            switch state {
            case .none:
                take(control: byte)
            case .started:
                switch byte {
                case 0x5B: state = .controlSequence([])  // [
                case 0x4F: state = .singleShift  // O
                case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .string  // ] P _ ^ X
                case Self.escape: state = .started
                default: state = .none  // a two-character escape (ESC 7, ESC M …)
                }
            case .singleShift:
                state = .none
                if byte == Self.escape { state = .started }
            case .controlSequence(let parameters):
                switch byte {
                case 0x20...0x3F:
                    state = .controlSequence(parameters.count <= Self.endParameters.count ? parameters + [byte] : parameters)
                case 0x40...0x7E:
                    state = .none
                    return parameters == Self.endParameters && byte == 0x7E
                default:
                    // Not a control sequence after all: what came is text (or a new escape).
                    state = .none
                    if byte < 0x20 || byte == 0x7F { take(control: byte) } else { keep(byte) }
                }
            case .string:
                if byte == 0x07 { state = .none } else if byte == Self.escape { state = .stringEscape }
            case .stringEscape:
                switch byte {
                case 0x5C: state = .none  // the string's end, ESC \
                case 0x5B: state = .controlSequence([])  // a string cut short by a sequence: maybe the end marker
                case Self.escape: state = .stringEscape
                default: state = .string
                }
            }
            return false
        }

        /// A control byte outside any escape sequence: line ends and the tab are kept, Esc starts a sequence, the
        /// rest is dropped.
        private mutating func take(control byte: UInt8) {
            switch byte {
            case Self.escape:
                state = .started
            case 0x0D:
                keep(UInt8(ascii: "\n"))
                afterCarriageReturn = true
            case 0x0A:
                if afterCarriageReturn { afterCarriageReturn = false } else { keep(byte) }
            case 0x09:
                keep(byte)
            default:
                afterCarriageReturn = false  // a control character (C0, DEL): dropped
            }
        }

        private mutating func keep(_ byte: UInt8) {
            withUnsafeBytes(of: byte) { keep($0.bindMemory(to: UInt8.self)) }
        }

        /// Keeps bytes of text, up to a few past the limit (the decoded text is cut at a character within it).
        private mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard !bytes.isEmpty else { return }
            afterCarriageReturn = false
            let room = limit + 4 - kept.count
            if bytes.count > room { wasCut = true }
            if room > 0 { kept.append(contentsOf: bytes.prefix(room)) }
        }

        /// How many U+FFFD the bytes spell out as valid UTF-8 (`EF BF BD`): those were pasted, not replacements.
        private static func replacementCount(in bytes: [UInt8]) -> Int {
            guard bytes.count >= 3 else { return 0 }
            var count = 0
            for index in 0..<(bytes.count - 2) where bytes[index] == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD {
                count += 1
            }
            return count
        }
    }
}

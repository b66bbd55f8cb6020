import CNcursesw

extension TerminalSession {
    /// Turns the terminal's bytes into what `wget_wch` would have returned — a character or a key code
    /// (``RawInput``) — and recognises the start of a bracketed paste, whose text then goes to a ``PasteCollector``
    /// byte for byte rather than as inputs.
    ///
    /// As ncurses does: a special key's sequence becomes its key code (``KeySequences``); an Esc that starts no key
    /// is the Esc key, and what follows it is read again from its next byte (so `ESC [ ? 62 c`, a terminal's
    /// answer, comes out as Esc and characters, which the ``ReplyFilter`` puts back together). Unlike ncurses:
    /// bytes that are not UTF-8 are U+FFFD, one for each maximal invalid part, never dropped or a reason to stop;
    /// and a control sequence of a key the program does not know (`ESC [ 1 ; 5 A`, Ctrl-Up) is swallowed whole,
    /// never typed as `[1;5A`.
    struct InputDecoder {
        /// What the bytes at the start of a buffer are.
        enum Token: Equatable {
            /// One input, `length` bytes long.
            case input(RawInput, length: Int)
            /// `ESC [ 200 ~`: the text of a paste follows, up to `ESC [ 201 ~`.
            case pasteStarts
            /// The start of a key's sequence or of a character: wait for the rest (or flush).
            case incomplete
        }

        static let escape: UInt8 = 0x1B
        static let pasteStart = Array("\u{1B}[200~".utf8)
        /// An input whose key code is none of ncurses': a key the program does not use, decoded to no key.
        static let unknownKey = RawInput(status: KEY_CODE_YES, value: 0)

        let keys: KeySequences

        /// The first token of `bytes`, which must not be empty.
        /// - Parameter flushing: no more bytes will come in time: an incomplete start is what it is (Esc and
        ///   characters; an unfinished character U+FFFD), never `.incomplete`.
        func next(_ bytes: UnsafeBufferPointer<UInt8>, flushing: Bool) -> Token {
            if bytes[0] == Self.escape { return escapeSequence(bytes, flushing: flushing) }
            return character(bytes, flushing: flushing)
        }

        // MARK: Escape sequences

        private func escapeSequence(_ bytes: UnsafeBufferPointer<UInt8>, flushing: Bool) -> Token {
            let pasteLength = min(bytes.count, Self.pasteStart.count)
            if bytes.prefix(pasteLength).elementsEqual(Self.pasteStart.prefix(pasteLength)) {
                if pasteLength == Self.pasteStart.count { return .pasteStarts }
                if !flushing { return .incomplete }
            }
            switch keys.match(bytes) {
            case .key(let code, let length): return .input(RawInput(status: KEY_CODE_YES, value: UInt32(code)), length: length)
            case .prefix where !flushing: return .incomplete
            case .prefix, .none: break
            }
            switch Self.unknownKeyLength(bytes) {
            case .some(.some(let length)): return .input(Self.unknownKey, length: length)
            case .some(.none) where !flushing: return .incomplete
            // A sequence whose parameters have begun and whose end never came is swallowed too: typed, its digits
            // would switch tabs and a final `A` that came late would take a word off the study list.
            case .some(.none) where bytes.count > 2: return .input(Self.unknownKey, length: bytes.count)
            case .some(.none), .none: return .input(.character("\u{1B}"), length: 1)
            }
        }

        /// Whether `bytes` start as a key's control sequence whose parameters have begun (`ESC [ 1 ;`): the rest is
        /// worth the torn-report wait, as the rest of a mouse report is.
        static func startsKeySequenceBody(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.count > 2 && bytes[bytes.startIndex] == escape && bytes[bytes.startIndex + 1] == UInt8(ascii: "[")
                && ((0x30...0x39).contains(bytes[bytes.startIndex + 2]) || bytes[bytes.startIndex + 2] == UInt8(ascii: ";"))
        }

        /// The length of a key's control sequence the table lacks: CSI (`ESC [`) or SS3 (`ESC O`) with parameters
        /// that start with a digit or `;`, as keys' do (a terminal's answers start with `?`, mouse reports with `<`:
        /// those are the reply filter's). However long its parameters (`ESC [ 999999999999999999 A`): a length
        /// limit once let such a sequence out as typed keys, and its final `A` took a word off the study list.
        /// - Returns: `nil` when the bytes are no such sequence; `.some(nil)` when they may become one.
        private static func unknownKeyLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
            guard bytes.count > 1 else { return .some(nil) }
            guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return nil }
            var index = 2
            guard index < bytes.count else { return .some(nil) }
            if bytes[1] == UInt8(ascii: "O") {
                return (0x40...0x7E).contains(bytes[index]) ? .some(3) : nil
            }
            guard (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: ";") else { return nil }
            while index < bytes.count {
                switch bytes[index] {
                case 0x20...0x3F: index += 1
                case 0x40...0x7E: return .some(index + 1)
                default: return nil
                }
            }
            return .some(nil)
        }

        // MARK: Characters

        /// One UTF-8 character, or U+FFFD for the longest start of one that cannot go on (Unicode's "maximal
        /// subpart": `E6 97` before `x` is one U+FFFD, then `x`).
        private func character(_ bytes: UnsafeBufferPointer<UInt8>, flushing: Bool) -> Token {
            let lead = bytes[0]
            guard lead >= 0x80 else { return .input(RawInput(status: OK, value: UInt32(lead)), length: 1) }
            guard let (length, secondRange) = Self.sequenceShape(lead) else {
                return .input(.character("\u{FFFD}"), length: 1)
            }
            var value = UInt32(lead) & (0xFF >> (length + 1))
            for index in 1..<length {
                guard index < bytes.count else {
                    return flushing ? .input(.character("\u{FFFD}"), length: index) : .incomplete
                }
                let byte = bytes[index]
                let range: ClosedRange<UInt8> = index == 1 ? secondRange : 0x80...0xBF
                guard range.contains(byte) else { return .input(.character("\u{FFFD}"), length: index) }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            return .input(RawInput(status: OK, value: value), length: length)
        }

        /// A lead byte's sequence length and the range its second byte must be in (which rules out overlong forms,
        /// surrogates and values past U+10FFFF), per the Unicode Standard's table 3-7; `nil` for a byte that never
        /// leads.
        private static func sequenceShape(_ lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: nil
            }
        }
    }
}

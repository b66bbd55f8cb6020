import CNcursesw

extension TerminalSession {
    /// The byte sequences a terminal sends for its special keys, each with the ncurses key code `KeyDecoder` turns
    /// into a ``Key``.
    ///
    /// The session reads the terminal's bytes itself (``InputParser``) instead of through ncurses' `wget_wch`, which
    /// reads one byte per system call (a 10 MB paste took 43 s) and drops a byte that is not UTF-8 without a trace.
    /// So the key table ncurses would match is matched here: terminfo's own strings for the terminal (`kcuu1`,
    /// `kf5` …, which ncurses' `keypad` mode makes the terminal send), and beside them the sequences xterm-like
    /// terminals send in either cursor mode (`ESC [ A` and `ESC O A`), so a terminal whose terminfo entry is not
    /// quite its own still has arrows.
    struct KeySequences {
        /// Each sequence with its key code, longest first, so a match is the longest one.
        private let sequences: [(bytes: [UInt8], code: Int32)]

        init(_ sequences: [(bytes: [UInt8], code: Int32)]) {
            var seen = Set<[UInt8]>()
            self.sequences = sequences.filter { $0.bytes.count > 1 && seen.insert($0.bytes).inserted }
                .sorted { $0.bytes.count > $1.bytes.count }
        }

        /// What the bytes at the start of `bytes` are.
        enum Match: Equatable {
            /// A key's whole sequence, `length` bytes long.
            case key(code: Int32, length: Int)
            /// The start of some key's sequence, and no whole one: wait for the rest.
            case prefix
            case none
        }

        func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Match {
            var isPrefix = false
            for (sequence, code) in sequences {
                if bytes.count >= sequence.count {
                    if bytes.starts(with: sequence) { return .key(code: code, length: sequence.count) }
                } else if !isPrefix, sequence.starts(with: bytes) {
                    isPrefix = true
                }
            }
            return isPrefix ? .prefix : .none
        }

        // MARK: Tables

        /// The terminal's own (terminfo, read once `newterm` has loaded it) before the common ones: where both name
        /// a sequence, terminfo's code wins.
        static var ofTerminal: KeySequences {
            let own: [(bytes: [UInt8], code: Int32)] = terminfoNames.compactMap { name, code in
                shim_terminfo_string(name).map { (Array(String(cString: $0).utf8), code) }
            }
            return KeySequences(own + common)
        }

        /// The terminfo capabilities of the keys the program uses, with their key codes.
        private static let terminfoNames: [(String, Int32)] = [
            ("kcuu1", KEY_UP), ("kcud1", KEY_DOWN), ("kcub1", KEY_LEFT), ("kcuf1", KEY_RIGHT),
            ("kpp", KEY_PPAGE), ("knp", KEY_NPAGE), ("khome", KEY_HOME), ("kend", KEY_END),
            ("kent", KEY_ENTER), ("kdch1", KEY_DC), ("kich1", KEY_IC), ("kcbt", KEY_BTAB),
        ] + (1...63).map { ("kf\($0)", KEY_F0 + Int32($0)) }

        /// What xterm, VTE, tmux, screen, rxvt and the Linux console send, in normal and in application cursor mode.
        static let common: [(bytes: [UInt8], code: Int32)] = {
            let pairs: [(String, Int32)] = [
                ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
                ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
                ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
                ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
                ("\u{1B}[2~", KEY_IC), ("\u{1B}[3~", KEY_DC), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
                ("\u{1B}[Z", KEY_BTAB), ("\u{1B}OM", KEY_ENTER),
                ("\u{1B}OP", KEY_F0 + 1), ("\u{1B}OQ", KEY_F0 + 2), ("\u{1B}OR", KEY_F0 + 3), ("\u{1B}OS", KEY_F0 + 4),
                ("\u{1B}[11~", KEY_F0 + 1), ("\u{1B}[12~", KEY_F0 + 2), ("\u{1B}[13~", KEY_F0 + 3), ("\u{1B}[14~", KEY_F0 + 4),
                ("\u{1B}[15~", KEY_F0 + 5), ("\u{1B}[17~", KEY_F0 + 6), ("\u{1B}[18~", KEY_F0 + 7), ("\u{1B}[19~", KEY_F0 + 8),
                ("\u{1B}[20~", KEY_F0 + 9), ("\u{1B}[21~", KEY_F0 + 10), ("\u{1B}[23~", KEY_F0 + 11), ("\u{1B}[24~", KEY_F0 + 12),
            ]
            return pairs.map { (Array($0.0.utf8), $0.1) }
        }()
    }
}

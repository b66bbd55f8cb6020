/// Random terminal input for the pty fuzz test: keys, UTF-8 text, escape sequences (arrows, F-keys,
/// SGR and X10 mouse reports), truncated and malformed escapes, stray bytes, resizes down to 1×1, SIGCONT, and (see
/// FuzzInput+Joiners) every class of joining characters, invalid, overlong and surrogate UTF-8, bracketed
/// paste of them, and prompts opened and typed into with all of it; and hostile pastes (see FuzzInput+Pastes):
/// `q`, Ctrl-C, `D y` and digits inside, torn by a resize or a SIGCONT, or delivered a byte at a time.
///
/// Seeded, so a failing run replays. Never Ctrl-C, Ctrl-Z or `q` outside a paste: the run must keep going until its
/// final key, and a stopped process would look hung. Never, outside a paste, a key that takes something off the
/// study list or out of the history (``sparingUserData(_:)``): what the run kept must be there at its end.
struct FuzzInput {
    enum Action {
        case bytes([UInt8])
        case resize(columns: Int, rows: Int)
        /// SIGCONT, as a resume from a stop sends it (the app repaints).
        case resume
        /// A bracketed paste's text, sent between its markers: whole, or a byte per write; `interruption` comes
        /// halfway through it.
        case paste([UInt8], interruption: Interruption?, byteByByte: Bool)
    }

    /// What reaches the app while a paste is under way.
    enum Interruption {
        case resize(columns: Int, rows: Int)
        case resume
    }

    private var state: UInt64
    /// The rest of a prompt session, sent one action at a time.
    private var pending: [Action] = []

    /// Whether resizes reach 500×1000: `make fuzz`'s long run (issue 44's stalls came with it); the suite's short
    /// run on the debug build stays at sizes a window can have.
    private let reachesLargeScreens: Bool

    init(seed: UInt64, reachesLargeScreens: Bool = false) {
        state = seed
        self.reachesLargeScreens = reachesLargeScreens
    }

    /// The next input. A prompt session (six or seven actions on average) is drawn about one time in seven,
    /// so that about half of all actions are typed into a prompt or open one.
    mutating func next() -> Action {
        if !pending.isEmpty { return pending.removeFirst() }
        switch below(100) {
        case 0..<20: return .bytes(Array(pick(Self.keys).utf8))
        case 20..<30: return .bytes(Array(pick(Self.sequences).utf8))
        case 30..<36: return .bytes(Array(mouseReport().utf8))
        case 36..<42: return .bytes(Array(text().utf8))
        case 42..<48: return .bytes(Array(truncatedSequence().utf8))
        case 48..<53: return .bytes(Array(pick(Self.malformed).utf8))
        case 53..<57: return .bytes(strayBytes())
        case 57..<70: return .bytes(joiningInput())
        case 70..<85:
            pending = promptSession()
            return pending.removeFirst()
        case 85..<90: return hostilePaste()
        case 90..<91: return .resume
        default: return resize()
        }
    }

    // MARK: Kinds of input

    private static let keys = [
        "j", "k", "g", "G", "h", "l", "n", "N", "s", "f", "r", "i", "t", "?", " ", "\r", "\n", "\u{7F}", "\u{8}",
        "\t", "\u{1B}", "/", "+", "-", "c", "1", "2", "3", "4", "5", "6", "9", "0", "a", "x", "z", "\u{2}", "\u{6}",
        "\u{4}", "\u{15}", "R", "o", "w", "e", "L", "p",
    ]

    private static let sequences = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OB", "\u{1B}[H", "\u{1B}[F", "\u{1B}[1~",
        "\u{1B}[4~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[3~", "\u{1B}[Z", "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS",
        "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
        "\u{1B}[1;5A", "\u{1B}[1;2B", "\u{1B}[200~pasted\u{1B}[201~",
    ]

    private static let malformed = [
        "\u{1B}[999999999999999999A", "\u{1B}[<;;M", "\u{1B}[<0;0;0M", "\u{1B}[<99999;99999;99999M", "\u{1B}[M",
        "\u{1B}[?2026;2$y", "\u{1B}[?1;2c", "\u{1B}]0;title\u{7}", "\u{1B}P junk \u{1B}\\", "\u{1B}\u{1B}\u{1B}",
        "\u{1B}[[[[", "\u{1B}O", "\u{1B}[1;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;5~", "\u{1B}[\u{0}A",
    ]

    /// Positions no terminal sends but a hostile or broken one might (issue 44's stalls): 0, past any screen, past
    /// 32 bits, past 64 bits, negative.
    private static let outOfRangePositions = ["0", "65535", "4294967296", "100000000000000000000", "-1"]

    private mutating func mouseReport() -> String {
        let button = pick([0, 1, 2, 32, 35, 64, 65, 66, 67, 128])
        if below(6) == 0 {
            let column = below(2) == 0 ? pick(Self.outOfRangePositions) : String(1 + below(260))
            let row = below(2) == 0 ? pick(Self.outOfRangePositions) : String(1 + below(80))
            return "\u{1B}[<\(button);\(column);\(row)\(below(2) == 0 ? "M" : "m")"
        }
        let column = 1 + below(260)
        let row = 1 + below(80)
        if below(5) == 0 {  // X10: three bytes of 32 + value, clipped to a byte, and never a `q`
            let bytes = [button, column, row].map { value in
                let byte = UInt8(min(255, 32 + value))
                return Character(Unicode.Scalar(byte == UInt8(ascii: "q") ? byte + 1 : byte))
            }
            return "\u{1B}[M" + String(bytes)
        }
        return "\u{1B}[<\(button);\(column);\(row)\(below(2) == 0 ? "M" : "m")"
    }

    /// Kana, kanji, Latin (without `q`), emoji, combining marks, bidi controls and C1 controls.
    private mutating func text() -> String {
        let ranges: [ClosedRange<UInt32>] = [
            0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0x61...0x70, 0x72...0x7A, 0x1F600...0x1F64F,
            0x0300...0x036F, 0x202A...0x202E, 0x80...0x9F, 0xFF01...0xFF5E,
        ]
        var text = ""
        for _ in 0...below(5) {
            let range = pick(ranges)
            text.unicodeScalars.append(Unicode.Scalar(range.lowerBound + UInt32(below(range.count)))!)
        }
        return text
    }

    private mutating func truncatedSequence() -> String {
        let whole = below(2) == 0 ? pick(Self.sequences) : mouseReport()
        return String(whole.prefix(1 + below(max(1, whole.count - 1))))
    }

    /// Bytes of any value (broken UTF-8 included), except those of the keys that end or stop the run.
    private mutating func strayBytes() -> [UInt8] {
        (0...below(4)).map { _ in
            var byte: UInt8
            repeat { byte = UInt8(below(256)) } while [0x03, 0x1A, UInt8(ascii: "q")].contains(byte)
            return byte
        }
    }

    /// Resizes: one in three to an edge size (1×1 … 2×3, a column 200 high), one in twenty to 500×1000 when
    /// ``reachesLargeScreens`` (issue 44's stalls came with these), the rest anywhere up to 220×70.
    mutating func resize() -> Action {
        if below(20) == 0 && reachesLargeScreens { return .resize(columns: 500, rows: 1000) }
        if below(3) == 0 {
            let tiny = pick([(1, 1), (2, 1), (1, 2), (2, 3), (1, 200), (10, 3), (39, 9), (40, 10), (39, 24), (80, 9)])
            return .resize(columns: tiny.0, rows: tiny.1)
        }
        return .resize(columns: 1 + below(220), rows: 1 + below(70))
    }

    // MARK: Randomness (SplitMix64)

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// A scalar of `range`, which must hold only scalars (no surrogates).
    mutating func scalar(in range: ClosedRange<UInt32>) -> Unicode.Scalar {
        Unicode.Scalar(range.lowerBound + UInt32(below(range.count)))!
    }
}

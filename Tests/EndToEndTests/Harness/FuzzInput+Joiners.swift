/// The fuzz's input of every kind that joins characters into one grapheme, or that a UTF-8 decoder must refuse,
/// and prompts opened and typed into with it: a caret or a width that counts code points instead of graphemes
/// (Kanji tab, `/`, `e`, U+0301, `x` once crashed the line editor) fails here.
extension FuzzInput {
    // MARK: Joining text

    /// One run of a joining class after a base it can join (or, now and then, with no base at all).
    mutating func joiningText() -> String {
        var text = ""
        switch below(8) {
        case 0:  // combining marks: the common block, the extended block, marks for symbols
            text = pick(["e", "a", "か", "日", "Ω", ""])
            for _ in 0...below(3) {
                text.unicodeScalars.append(scalar(in: pick([0x0300...0x036F, 0x1AB0...0x1ACE, 0x20D0...0x20F0])))
            }
        case 1:  // variation selectors: standard ones and the ideographic ones of the supplement
            text = pick(["葛", "辻", "☺", "❤", "#", "1", ""])
            text.unicodeScalars.append(scalar(in: pick([0xFE00...0xFE0F, 0xE0100...0xE01EF])))
        case 2:  // zero width joiner sequences, whole, broken and dangling
            text = pick(["👨\u{200D}👩\u{200D}👧", "👩\u{200D}💻", "🏳\u{FE0F}\u{200D}🌈", "\u{200D}", "e\u{200D}",
                         "👨\u{200D}\u{200D}👧", "日\u{200D}本"])
        case 3:  // regional indicators: flags, and odd counts that leave one alone
            for _ in 0...below(5) { text.unicodeScalars.append(scalar(in: 0x1F1E6...0x1F1FF)) }
        case 4:  // emoji modifiers, after an emoji and alone
            text = pick(["👍", "👋", "🧑", "a", ""])
            text.unicodeScalars.append(scalar(in: 0x1F3FB...0x1F3FF))
        case 5:  // Hangul jamo: leading, vowel, trailing; in order, out of order and alone
            let leading = scalar(in: 0x1100...0x115F), vowel = scalar(in: 0x1160...0x11A7), trailing = scalar(in: 0x11A8...0x11FF)
            let order = pick([[leading, vowel], [leading, vowel, trailing], [vowel, leading], [trailing], [leading, leading, vowel]])
            text.unicodeScalars.append(contentsOf: order)
        case 6:  // kana voicing marks after kana that take them, kana that do not, and alone
            text = pick(["か", "ハ", "は", "う", "ア", "ん", "a", ""])
            text.unicodeScalars.append(pick(["\u{3099}", "\u{309A}"]))
        default:  // several classes in a row
            for _ in 0...below(2) { text += pick(["e\u{0301}", "葛\u{E0100}", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "👍🏽",
                                                  "\u{1100}\u{1161}\u{11A8}", "か\u{3099}", "ハ\u{309A}"]) }
        }
        return text
    }

    // MARK: Bytes a UTF-8 decoder must refuse

    /// Invalid UTF-8 (lone continuation bytes, lead bytes cut short, bytes never used), overlong encodings of
    /// `/` and of NUL, and UTF-16 surrogates encoded as UTF-8; never a byte that would end or stop the run.
    mutating func refusedEncoding() -> [UInt8] {
        pick([
            [0x80], [0xBF], [0x80, 0x80], [0xC3], [0xE3, 0x81], [0xF0, 0x9F, 0x98], [0xF5], [0xFE], [0xFF], [0xC0],
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xC0, 0x80], [0xC1, 0xBF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80],
            [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
        ])
    }

    /// Joining text and refused bytes, as they come: typed, or between bracketed paste's markers.
    mutating func joiningInput() -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0...below(4) {
            bytes += below(3) == 0 ? refusedEncoding() : Array(joiningText().utf8)
        }
        return below(3) == 0 ? Array("\u{1B}[200~".utf8) + bytes + Array("\u{1B}[201~".utf8) : bytes
    }

    // MARK: Prompts

    /// A prompt opened (`/` on the Kanji or Words tab) and typed into, the way a person types: a key at a
    /// time, plain text and joining text mixed, the caret moved and text deleted between them, and a resize
    /// now and then; left open, cancelled or accepted.
    mutating func promptSession() -> [Action] {
        var actions: [Action] = []
        if below(3) != 0 { actions.append(.bytes(Array(pick(["1", "2"]).utf8))) }
        actions.append(.bytes(Array("/".utf8)))
        for _ in 0...below(6) {
            switch below(10) {
            case 0..<3: actions.append(.bytes(Array(pick(["e", "x", "ni", "日", "ka", "wat", "食べ"]).utf8)))
            case 3..<6:
                let text = joiningText()
                if below(2) == 0 {
                    actions.append(.bytes(Array(text.utf8)))
                } else {  // one code point per write, as an input method or a slow link delivers them
                    actions += text.unicodeScalars.map { .bytes(Array(String($0).utf8)) }
                }
            case 6..<8:
                let editingKey = pick(["\u{1B}[D", "\u{1B}[C", "\u{1B}[H", "\u{1B}[F", "\u{7F}", "\u{1B}[3~", "\u{2}",
                                       "\u{6}", "\u{1}", "\u{5}", "\u{15}", "\u{B}", "\u{17}"])
                actions.append(.bytes(Array(editingKey.utf8)))
            case 8: actions.append(.bytes(joiningInput()))
            default: actions.append(resize())
            }
        }
        switch below(3) {
        case 0: actions.append(.bytes([0x0D]))
        case 1: actions.append(.bytes([0x1B]))
        default: break
        }
        return actions
    }
}

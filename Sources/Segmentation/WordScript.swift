/// What may be a word to learn, by the script it is written in: the one place that decides it.
///
/// A word to learn has a kana or a kanji in it. Text without any — English words, letters (ASCII or full-width
/// Ａ–ｚ), digits, code (std::vector, foo_bar, x86_64, --help, <div>), URLs and e-mail addresses — is never one,
/// whatever MeCab calls it (a noun, an organisation) and whatever JMdict has for it (ＩＳ "Islamic State",
/// ＳＴＤ, ばつ for x). This goes by script, not by a list of English words, so no English word is missed, and
/// JMdict's words that mix a letter with kana or kanji (Ｔシャツ, Ｘ線, ビタミンＣ) stay words.
enum WordScript {
    /// Whether text written as `written` can be a word to learn: whether it has a kana or a kanji.
    static func canBeWord(_ written: some StringProtocol) -> Bool {
        written.unicodeScalars.contains { isKana($0) || isKanji($0) }
    }

    /// Hiragana, katakana (half-width too) and their small and archaic forms — not the middle dot ・ nor the
    /// long-vowel mark ー, which are no word on their own and stand between letters as well (Ａ・Ｂ, ｘー).
    private static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FD...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF6F, 0xFF71...0xFF9D,
             0x1B000...0x1B16F: true
        default: false
        }
    }

    /// Katakana or the long-vowel mark (ー), of which loanwords are written.
    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }

    /// A CJK ideograph (the unified blocks, their extensions and the compatibility ideographs), or the marks
    /// written as kanji: 々 (人々), 〆 (〆切) and 〇.
    static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005...0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF: true
        default: false
        }
    }
}

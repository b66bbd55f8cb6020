/// Which writing system a character belongs to, by Unicode block.
public enum Script {
    /// A CJK ideograph that could be a kanji entry: the unified blocks and extensions, not the
    /// iteration mark 々 (U+3005), kana, punctuation or radical look-alikes.
    public static func isIdeograph(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return true
        default: return false
        }
    }

    /// Hiragana (ぁ–ゖ, ゝゞ) — kun readings and nanori are written in it.
    public static func isHiragana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x309F).contains(scalar.value)
    }

    /// Katakana (ァ–ヺ, ー, ヽヾ) — on readings are written in it.
    public static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A0...0x30FF).contains(scalar.value)
    }
}

/// Kana normalised so that a reading matches however a learner writes it.
///
/// On readings are katakana and kun readings hiragana with KANJIDIC2's marks ("まな.ぶ", "-び"), while a
/// learner types either script, without marks, and spells long vowels three ways (こう, こお, こー). The
/// readings and the query both go through `keyBytes`, so each side only has to agree with itself.
/// Works on scalars and writes UTF-8 directly, the bytes the search index compares.
enum Kana {
    /// The keys a KANJIDIC2 reading can be typed as: the whole reading, and for a kun reading with
    /// okurigana also its stem ("まな.ぶ" → keys of まなぶ and まな; "-び" → key of び).
    static func readingKeys(_ reading: String) -> [[UInt8]] {
        let scalars = Array(reading.unicodeScalars)
        guard let dot = scalars.firstIndex(of: ".") else { return [keyBytes(scalars)] }
        return [keyBytes(scalars), keyBytes(scalars[..<dot])]
    }

    /// The comparison key of kana text as UTF-8, the form `kanji-search.bin`'s reading keys
    /// take (`tools/kanji_search_index.py` folds them the same way): hiragana (katakana
    /// folded), without KANJIDIC2's "." and "-" marks, with long vowels spelled one way — an o-row kana
    /// followed by う, お or ー, and a u-row kana followed by う or ー, are written with ー
    /// (コウ, こう, こお, こー → こー; くう → くー).
    static func keyBytes(_ scalars: some Sequence<Unicode.Scalar>) -> [UInt8] {
        var key: [UInt8] = []
        var previous: Unicode.Scalar = " "
        for scalar in scalars where scalar != "." && scalar != "-" {
            let kana = hiragana(scalar)
            let lengthensO = isORow(previous) && (kana == "う" || kana == "お" || kana == "ー")
            let lengthensU = isURow(previous) && (kana == "う" || kana == "ー")
            let written: Unicode.Scalar = lengthensO || lengthensU ? "ー" : kana
            key.append(contentsOf: UTF8.encode(written)!)
            previous = written
        }
        return key
    }

    /// Katakana → hiragana (コ → こ); everything else, ー included, is kept.
    private static func hiragana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x30A1...0x30F6, 0x30FD...0x30FE: return Unicode.Scalar(scalar.value - 0x60)!
        default: return scalar
        }
    }

    private static func isORow(_ kana: Unicode.Scalar) -> Bool {
        switch kana {
        case "お", "こ", "ご", "そ", "ぞ", "と", "ど", "の", "ほ", "ぼ", "ぽ", "も", "よ", "ろ", "を", "ょ", "ぉ": return true
        default: return false
        }
    }

    private static func isURow(_ kana: Unicode.Scalar) -> Bool {
        switch kana {
        case "う", "く", "ぐ", "す", "ず", "つ", "づ", "ぬ", "ふ", "ぶ", "ぷ", "む", "ゆ", "る", "ゔ", "ゅ", "ぅ": return true
        default: return false
        }
    }
}

/// Which of a kanji's readings a word uses, found by aligning the word's written form with its reading
/// (as jisho.org sorts a kanji's compounds into on and kun readings): 食べ物 たべもの uses 食's た.べる,
/// 日本 にっぽん uses 日's ニチ, 今日 きょう none (a reading of the whole word, not of its kanji).
///
/// The written form is walked character by character against the reading: kana must match kana (either
/// script), each kanji must take one of its own readings as it sounds inside a word — voiced after the
/// start (ひ → び, ほん → ぽん), its last kana doubled before the next (にち → にっ) or a final ち or つ dropped (日本 にほん), a kun reading by its
/// stem or its stem with the okurigana a compound drops or bends (う.ける in 受付 → うけ, と.る in
/// 取引 → とり). A character the kanji data lacks (a digit, a Latin letter) takes one to four kana.
public enum KanjiReadingUse {
    /// The reading of `kanji` that its first appearance in `written` has when `written` is read `reading`.
    /// - Parameters:
    ///   - kanji: the kanji whose reading is wanted.
    ///   - readings: its readings as KANJIDIC2 writes them (on in katakana, kun with "." and "-"), in the
    ///     order to prefer when more than one aligns.
    ///   - written: a written form holding `kanji` (食べ物).
    ///   - reading: how `written` is read (たべもの), in either script.
    ///   - readingsOf: the readings of any other character of `written`, as KANJIDIC2 writes them; empty
    ///     for a character it does not know.
    /// - Returns: one of `readings`, or nil when no alignment gives `kanji` one of them.
    public static func reading(of kanji: Character, among readings: [String], in written: String, read reading: String,
                               readingsOf: (Character) -> [String]) -> String? {
        let characters = Array(written)
        guard characters.contains(kanji) else { return nil }
        // The aligner lives only for this call, so the closure does not escape it.
        return withoutActuallyEscaping(readingsOf) { readingsOf in
            var aligner = Aligner(characters: characters, sounds: hiragana(reading), target: kanji,
                                  targetReadings: readings, readingsOf: readingsOf)
            return aligner.align(at: 0, sound: 0, found: nil)
        }
    }

    // MARK: Alignment

    /// A depth-first walk over the ways `characters` can split `sounds`; the first complete one wins.
    private struct Aligner {
        let characters: [Character]
        let sounds: [Unicode.Scalar]
        let target: Character
        let targetReadings: [String]
        let readingsOf: (Character) -> [String]
        /// Walks of more steps than this give up: a long word of unknown characters could try every split.
        var budget = 400

        /// - Parameter found: the reading the target's first appearance took, once passed.
        /// - Returns: the target's reading once the whole word is aligned, or nil.
        mutating func align(at index: Int, sound: Int, found: String?) -> String? {
            budget -= 1
            guard budget > 0 else { return nil }
            guard index < characters.count else { return sound == sounds.count ? found : nil }
            let character = characters[index]
            if let kana = KanjiReadingUse.kana(character) {
                guard sound < sounds.count, sounds[sound] == kana else { return nil }
                return align(at: index + 1, sound: sound + 1, found: found)
            }
            let source = character == "々" && index > 0 ? characters[index - 1] : character
            let candidates = source == target ? targetReadings : readingsOf(source)
            if candidates.isEmpty {
                for length in 1...4 where sound + length <= sounds.count {
                    if let result = align(at: index + 1, sound: sound + length, found: found) { return result }
                }
                return nil
            }
            let isFirstTarget = source == target && found == nil
            for candidate in candidates {
                for form in KanjiReadingUse.forms(of: candidate, atStart: sound == 0, atEnd: index == characters.count - 1)
                where sounds[sound...].starts(with: form) {
                    if let result = align(at: index + 1, sound: sound + form.count, found: isFirstTarget ? candidate : found) {
                        return result
                    }
                }
            }
            return nil
        }
    }

    // MARK: Sounds

    /// How a reading can sound inside a word, plainest first.
    /// - Parameters:
    ///   - atStart: the character begins the word, so it is not voiced.
    ///   - atEnd: the character ends the word, so its last kana is not doubled.
    static func forms(of reading: String, atStart: Bool, atEnd: Bool) -> [[Unicode.Scalar]] {
        let plain = hiragana(reading).filter { $0 != "-" }
        var bases: [[Unicode.Scalar]] = []
        if let dot = plain.firstIndex(of: ".") {
            let stem = Array(plain[..<dot])
            let okurigana = Array(plain[plain.index(after: dot)...])
            bases = [stem, stem + okurigana]
            if let last = okurigana.last {
                let bent = stem + okurigana.dropLast()
                if last == "る" { bases.append(bent) }
                if let iRow = iRow[last] { bases.append(bent + [iRow]) }
            }
        } else {
            bases = [plain]
        }
        bases = bases.filter { !$0.isEmpty }
        var forms = bases
        if !atEnd {
            for base in bases where base.count > 1 && doubling.contains(base.last!) { forms.append(base.dropLast() + ["っ"]) }
            // A final ち or つ can fall away before the next kanji, as 日本 にほん is にっぽん's softer form.
            for base in bases where base.count > 1 && ["ち", "つ"].contains(base.last!) { forms.append(Array(base.dropLast())) }
        }
        if !atStart {
            for form in forms {
                for voiced in voicing[form[0]] ?? [] { forms.append([voiced] + form.dropFirst()) }
            }
        }
        var unique: [[Unicode.Scalar]] = []
        for form in forms where !unique.contains(form) { unique.append(form) }
        return unique
    }

    /// Text as hiragana scalars: katakana folded, everything else kept.
    static func hiragana(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x30A1...0x30F6: Unicode.Scalar(scalar.value - 0x60)!
            default: scalar
            }
        }
    }

    /// The hiragana a kana character stands for (katakana folded), or nil for anything else.
    private static func kana(_ character: Character) -> Unicode.Scalar? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              Script.isHiragana(scalar) || Script.isKatakana(scalar) else { return nil }
        return hiragana(String(character))[0]
    }

    /// The kana a reading's last one becomes before a consonant it doubles (にち → にっ, がく → がっ).
    private static let doubling: Set<Unicode.Scalar> = ["つ", "ち", "く", "き"]

    /// A godan verb's ending and the i-row kana of its stem form (取る → 取り, 書く → 書き).
    private static let iRow: [Unicode.Scalar: Unicode.Scalar] = [
        "う": "い", "く": "き", "ぐ": "ぎ", "す": "し", "つ": "ち", "ぬ": "に", "ぶ": "び", "む": "み", "る": "り",
    ]

    /// The voiced (and for the h-row, half-voiced) kana a kana becomes inside a word (rendaku).
    private static let voicing: [Unicode.Scalar: [Unicode.Scalar]] = [
        "か": ["が"], "き": ["ぎ"], "く": ["ぐ"], "け": ["げ"], "こ": ["ご"],
        "さ": ["ざ"], "し": ["じ"], "す": ["ず"], "せ": ["ぜ"], "そ": ["ぞ"],
        "た": ["だ"], "ち": ["ぢ", "じ"], "つ": ["づ", "ず"], "て": ["で"], "と": ["ど"],
        "は": ["ば", "ぱ"], "ひ": ["び", "ぴ"], "ふ": ["ぶ", "ぷ"], "へ": ["べ", "ぺ"], "ほ": ["ぼ", "ぽ"],
    ]
}

/// Romaji as learners type it → hiragana, so readings can be searched from a latin keyboard.
///
/// Accepts Hepburn and its common variants (the rows of `RomajiTable`), case-insensitively, plus the
/// rules that span letters: ん for "n'", "nn", "n" before a consonant other than y or at the end, and
/// "m" before b, m or p (traditional Hepburn's "shimbun"); っ for a doubled consonant and for "tch";
/// long vowels written with a macron or circumflex (ō, ô → おう; ā → ああ, ī → いい, ū → うう, ē → ええ);
/// "-" → ー. A trailing unfinished syllable ("nich") is reported rather than rejected, because
/// incremental search sees every keystroke.
public enum Romaji {
    /// - Returns: the hiragana and any unfinished tail, or nil when `text` is empty or is not romaji
    ///   (digits, spaces, kana, kanji, or letters that spell no syllable, such as "q" or "co").
    public static func hiragana(_ text: String) -> RomajiConversion? {
        let letters = Array(expandingLongVowels(text.lowercased()))
        guard !letters.isEmpty else { return nil }
        var kana = ""
        var position = 0
        while position < letters.count {
            if letters[position] == "-" {
                kana += "ー"
                position += 1
            } else if let length = moraicNLength(at: position, in: letters) {
                kana += "ん"
                position += length
            } else if startsDoubledConsonant(at: position, in: letters) {
                kana += "っ"
                position += 1
            } else if let (syllable, length) = longestSyllable(at: position, in: letters) {
                kana += syllable
                position += length
            } else {
                let tail = String(letters[position...])
                guard RomajiTable.syllablePrefixes.contains(tail) || tail == "tc" else { return nil }
                return RomajiConversion(kana: kana, incompleteTail: tail)
            }
        }
        return RomajiConversion(kana: kana, incompleteTail: "")
    }

    /// The kana an unfinished syllable can still become: "ch" → ち, ちゃ …; "k" → か … and っ (for "kk").
    static func completions(of tail: String) -> Set<String> {
        var kana = Set(RomajiTable.syllables.filter { $0.key.count > tail.count && $0.key.hasPrefix(tail) }.values)
        if tail.count == 1, let letter = tail.first, doubling.contains(letter) { kana.insert("っ") }
        if tail == "m" { kana.insert("ん") }
        if tail == "tc" { kana.insert("っち") }
        return kana
    }

    // MARK: - Rules

    /// Consonants whose doubling writes っ ("kk", "ss", "cch" …); "nn" and "mm" write ん instead.
    private static let doubling: Set<Character> = Set("bcdfghjkprstvwyz")
    private static let vowels: Set<Character> = Set("aiueo")

    /// How many letters an ん at `position` uses, or nil when the letter there starts a syllable.
    private static func moraicNLength(at position: Int, in letters: [Character]) -> Int? {
        let next = position + 1 < letters.count ? letters[position + 1] : nil
        let afterNext = position + 2 < letters.count ? letters[position + 2] : nil
        switch (letters[position], next) {
        case ("n", nil):
            return 1
        case ("n", "'"):
            return 2
        case ("n", "n"):
            // "konnichiha": the second n starts にち; "honn" or "shinnbun": both letters are the ん.
            guard let afterNext, vowels.contains(afterNext) || afterNext == "y" else { return 2 }
            return 1
        case ("n", let next?):
            return vowels.contains(next) || next == "y" ? nil : 1
        case ("m", "b"?), ("m", "m"?), ("m", "p"?):
            return 1
        default:
            return nil
        }
    }

    /// Whether the letter at `position` is the first of a doubled consonant ("kk") or the t of "tch".
    private static func startsDoubledConsonant(at position: Int, in letters: [Character]) -> Bool {
        guard position + 1 < letters.count, doubling.contains(letters[position]) else { return false }
        let next = letters[position + 1]
        if next == letters[position] { return true }
        return letters[position] == "t" && next == "c" && position + 2 < letters.count && letters[position + 2] == "h"
    }

    private static func longestSyllable(at position: Int, in letters: [Character]) -> (String, Int)? {
        for length in stride(from: min(RomajiTable.longestSyllable, letters.count - position), through: 1, by: -1) {
            if let syllable = RomajiTable.syllables[String(letters[position..<position + length])] {
                return (syllable, length)
            }
        }
        return nil
    }

    /// Writes macron and circumflex vowels as the two letters they stand for (ō → "ou", as in こう).
    private static func expandingLongVowels(_ text: String) -> String {
        var expanded = ""
        for character in text {
            switch character {
            case "ā", "â": expanded += "aa"
            case "ī", "î": expanded += "ii"
            case "ū", "û": expanded += "uu"
            case "ē", "ê": expanded += "ee"
            case "ō", "ô": expanded += "ou"
            default: expanded.append(character)
            }
        }
        return expanded
    }
}

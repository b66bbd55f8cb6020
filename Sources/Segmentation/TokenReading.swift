import KanjiKit

/// How a token's reading and class tell apart the JMdict entries that share its dictionary form (生物 せいぶつ
/// or なまもの, 居る or 要る).
enum TokenReading {
    /// The reading of the token's dictionary form, from the reading of its surface: the conjugated ending of the
    /// surface swapped for the dictionary form's (書い カイ → かく; 食べ タベ → たべる; 来 → くる). `nil` when
    /// MeCab gave no reading.
    static func dictionaryFormReading(of token: Token) -> String? {
        guard !token.reading.isEmpty else { return nil }
        if token.conjugationType.hasPrefix("カ変") { return "くる" }
        guard token.surface != token.baseForm else { return token.reading }
        let surface = Array(token.surface)
        let base = Array(token.baseForm)
        var common = 0
        while common < surface.count, common < base.count, surface[common] == base[common] { common += 1 }
        let surfaceTail = hiragana(String(surface[common...]))
        var reading = Array(hiragana(token.reading))
        let tail = Array(surfaceTail)
        if reading.count >= tail.count && Array(reading.suffix(tail.count)) == tail {
            reading.removeLast(tail.count)
        } else {
            reading.removeLast(min(tail.count, reading.count))
        }
        return String(reading) + hiragana(String(base[common...]))
    }

    /// Katakana as hiragana (ヴ and the small forms included); everything else as it is.
    static func hiragana(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value), let folded = Unicode.Scalar(scalar.value - 0x60) {
                scalars.append(folded)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `entry` is of the token's kind: a verb of its conjugation, an adjective, a noun, an adverb …
    /// - Parameter wordClass: the entry's conjugation classes (`entry.wordClass`, which the caller keeps).
    static func fits(_ token: Token, _ entry: DictionaryEntry, wordClass: WordClass) -> Bool {
        let type = token.conjugationType
        switch token.partOfSpeech {
        case .verb:
            if type.hasPrefix("一段") { return wordClass.contains(.ichidan) }
            if type.hasPrefix("五段") { return wordClass.contains(.godan) }
            if type.hasPrefix("サ変") { return wordClass.contains(.suru) }
            if type.hasPrefix("カ変") { return wordClass.contains(.kuru) }
            return !wordClass.isDisjoint(with: WordClass.dictionaryClasses.subtracting([.iAdjective, .iAdjectiveIi, .naAdjective]))
        case .adjective: return wordClass.contains(.iAdjective)
        case .noun(let kind):
            if kind == .adjectival { return wordClass.contains(.naAdjective) || hasPart(entry, "noun") }
            if kind == .pronoun { return hasPart(entry, "pronoun") }
            if kind == .suffix || kind == .title { return hasPart(entry, "suffix") || hasPart(entry, "counter") || hasPart(entry, "noun") }
            return hasPart(entry, "noun") || hasPart(entry, "pronoun") || hasPart(entry, "numeric")
        case .adverb: return hasPart(entry, "adverb")
        case .adnominal: return hasPart(entry, "pre-noun")
        case .conjunction: return hasPart(entry, "conjunction")
        case .interjection: return hasPart(entry, "interjection")
        case .particle: return hasPart(entry, "particle")
        case .auxiliary: return hasPart(entry, "auxiliary")
        case .prefix: return hasPart(entry, "prefix")
        case .symbol, .other: return false
        }
    }

    private static func hasPart(_ entry: DictionaryEntry, _ prefix: String) -> Bool {
        entry.senses.contains { $0.partsOfSpeech.contains { $0.hasPrefix(prefix) } }
    }
}

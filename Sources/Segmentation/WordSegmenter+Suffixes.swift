import KanjiKit

extension WordSegmenter {
    /// A suffix IPAdic cut from its noun, as the word a learner looks up: of the entries read as MeCab reads it, the
    /// one JMdict gives as a suffix before one it does not (会社側: 側 がわ "side", not そば "near"), and its first sense as a suffix (システム用: 用 "for the
    /// use of", not "business; task"). A suffix in kana is a word only where JMdict has it as a suffix and it is more
    /// than one kana (選手たち, カウボーイごっこ): さ, み and げ make nouns of adjectives (暑さ) and are grammar of the
    /// word before. `nil` for any other token, or where no entry fits the suffix.
    func suffixWord(at index: Int, in tokens: [Token]) -> WordCore? {
        let token = tokens[index]
        guard token.partOfSpeech == .noun(.suffix) else { return nil }
        let inKanji = token.surface.unicodeScalars.contains(where: WordScript.isKanji)
        guard inKanji || token.surface.count > 1 else { return nil }
        let ranked = rankedEntries(of: token)
        // Among the entries read as MeCab reads the suffix (点 テン is てん "point", not ぽち "a little", a suffix too).
        let spoken = TokenReading.hiragana(token.reading)
        let readAsSpoken = ranked.filter { candidate in forms.entry(candidate.number)?.readings.contains { $0.text == spoken } == true }
        let fitting = readAsSpoken.isEmpty ? ranked : readAsSpoken
        let asSuffix = fitting.first { candidate in
            guard let entry = forms.entry(candidate.number), let sense = Self.suffixSense(of: entry) else { return false }
            // A kana suffix is a word JMdict writes in kana (ごっこ, たち), not a kanji word's reading (そう of 大丈夫そう
            // is no 双 "pair").
            return inKanji || entry.kanjiForms.isEmpty || entry.senses[sense].tags.contains(Priority.usuallyKanaTag)
        }
        guard let chosen = asSuffix ?? (inKanji ? fitting.first : nil) else { return nil }
        return WordCore(end: index + 1, number: chosen.number, form: chosen.form,
                        candidates: [chosen.number] + ranked.map(\.number).filter { $0 != chosen.number },
                        senseIndex: Self.suffixSense(of: forms.entry(chosen.number)) ?? 0)
    }

    /// The index of `entry`'s first sense JMdict gives as a suffix or a noun used as one; nil when it has none.
    static func suffixSense(of entry: DictionaryEntry?) -> Int? {
        entry?.senses.firstIndex { sense in sense.partsOfSpeech.contains { $0 == "suffix" || $0.hasSuffix("used as a suffix") } }
    }

    /// `tokens` with each suffix in kanji that stands after a space read as the noun it is: a suffix attaches to the
    /// word it follows, and IPAdic's tag after a list's number (3. 先ほど: 先 as a suffix of "3.") cut 先ほど "a moment
    /// ago" into 先 and the grammar point ほど. A kana "suffix" after a space is a letter spaced out (よ う こ そ), no noun.
    static func unattachedSuffixesAsNouns(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.partOfSpeech == .noun(.suffix) }) else { return tokens }
        return tokens.indices.map { index in
            let token = tokens[index]
            guard token.partOfSpeech == .noun(.suffix), index > 0, tokens[index - 1].byteRange.upperBound < token.byteRange.lowerBound,
                  token.surface.unicodeScalars.contains(where: WordScript.isKanji) else { return token }
            return token.tagged(.noun(.common))
        }
    }
}

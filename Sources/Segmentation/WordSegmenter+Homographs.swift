import KanjiKit

extension WordSegmenter {
    /// Among the entries written as the text writes a kanji word but read apart (後: あと, のち, ご; 大勢: おおぜい,
    /// たいせい), the one real sentences read so after a token of the kind before it (`context.bin`: 後 after the past
    /// tense is あと), where IPAdic's own reading is only its fixed choice (ノチ). `nil` where the counts are too few
    /// (``fewestReadings``) or too even (the commonest not ``clearMargin`` times the next), where the form has entries
    /// of one reading only, or where the commonest reading's entry is the one ranked first already. Nouns only: the
    /// verbs one kanji writes (止める: とめる "to stop", やめる "to quit") differ in meaning, and a reading counted in kana
    /// favours the verb more often written in kana, whatever the sentence.
    func readEntry(among ranked: [(number: Int, form: String)], at index: Int, in tokens: [Token]) -> (number: Int, form: String)? {
        guard let homographs, tokens[index].partOfSpeech.isNoun, let best = ranked.first,
              best.form.unicodeScalars.contains(where: WordScript.isKanji) else { return nil }
        // Only entries of the token's part of speech: 略 standing as a noun (の略) is りゃく "abbreviation", whatever the
        // sentences' counts of ほぼ "almost", an adverb JMdict also writes 略.
        let sameForm = ranked.filter { candidate in
            candidate.form == best.form && forms.entry(candidate.number).map { entry in
                TokenReading.fits(tokens[index], entry, wordClass: forms.wordClass(of: candidate.number))
            } == true
        }
        let readingOf = { [forms] (number: Int) in forms.entry(number).map { self.reading(of: $0, writtenAs: best.form) } }
        guard Set(sameForm.compactMap { readingOf($0.number) }).count > 1 else { return nil }
        let before = index > 0 ? Self.precedingClass(of: tokens[index - 1]) : .start
        let all = (try? homographs.readings(of: best.form)) ?? []
        let writtenInKana = all.contains { $0.inKana > 0 }
        var counted = Self.weighed((try? homographs.readings(of: best.form, after: before)) ?? [], writtenInKana: writtenInKana)
        if counted.reduce(0, { $0 + $1.count }) < Self.fewestReadings { counted = Self.weighed(all, writtenInKana: writtenInKana) }
        guard let commonest = counted.first, counted.reduce(0, { $0 + $1.count }) >= Self.fewestReadings,
              commonest.count >= Self.clearMargin * (counted.dropFirst().first?.count ?? 0) else { return nil }
        guard let read = sameForm.first(where: { readingOf($0.number) == commonest.reading }), read.number != best.number else { return nil }
        return read
    }

    /// The readings as the evidence the writers gave: where the form was ever written in kana, those counts alone (the
    /// writer's own reading: わたし), commonest first; else UniDic's readings of it in kanji. UniDic reads some forms one
    /// fixed way wherever they stand (私 わたくし, 明日 あす), so its counts weigh only where no writer said otherwise.
    /// - Parameter writtenInKana: whether the form was written in kana anywhere in the sentences, in whatever class.
    static func weighed(_ readings: [HomographReading], writtenInKana: Bool) -> [(reading: String, count: Int)] {
        let counts = writtenInKana ? readings.filter { $0.inKana > 0 }.map { ($0.reading, $0.inKana) } : readings.map { ($0.reading, $0.inKanji) }
        return counts.sorted { $0.1 > $1.1 }.map { (reading: $0.0, count: $0.1) }
    }

    /// Uses of a form, in its class or in all, below which its counts say nothing.
    static let fewestReadings = 3
    /// How many times the next reading the commonest must be counted to be taken.
    static let clearMargin = 2

    /// The class `context.bin` counts a homograph's readings by, of the token before it.
    static func precedingClass(of token: Token) -> PrecedingClass {
        PrecedingClass(surface: token.surface, partOfSpeech: token.partOfSpeech.ipadicName, conjugationType: token.conjugationType)
    }
}

extension PartOfSpeech {
    /// IPAdic's name of the part of speech (its feature's first field), as `context.bin` classifies tokens by it.
    var ipadicName: String {
        switch self {
        case .noun: "名詞"
        case .verb: "動詞"
        case .adjective: "形容詞"
        case .adverb: "副詞"
        case .adnominal: "連体詞"
        case .conjunction: "接続詞"
        case .interjection: "感動詞"
        case .particle: "助詞"
        case .auxiliary: "助動詞"
        case .prefix: "接頭詞"
        case .symbol: "記号"
        case .other: "フィラー"
        }
    }
}

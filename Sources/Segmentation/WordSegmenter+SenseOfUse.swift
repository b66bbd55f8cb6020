import KanjiKit

extension WordSegmenter {
    /// The sense of entry `number` that an adverb, conjunction or interjection at token `start` is used in, where
    /// JMdict's first sense is not what the token is or what the clause makes it: で opening a sentence is the
    /// conjunction "and then; so", not the particle "at; in" JMdict lists first; よく before a passive verb is
    /// "frequently; often" (よく聞かれる疑問 "a question often asked", よく使われる), not "nicely; well". nil where
    /// the first sense stands.
    func senseOfUse(of number: Int, at start: Int, in tokens: [Token]) -> Int? {
        guard let senses = forms.entry(number)?.senses, senses.count > 1 else { return nil }
        let token = tokens[start]
        if case .adverb = token.partOfSpeech, isBeforePassive(start, in: tokens),
           let often = senses.firstIndex(where: { sense in sense.glosses.contains { Self.frequencyGlosses.contains($0) } }) {
            return often
        }
        guard let part = Self.partName(of: token.partOfSpeech), !Self.has(senses[0], part) else { return nil }
        return senses.firstIndex { Self.has($0, part) }
    }

    /// The glosses JMdict gives the sense of an adverb of frequency (よく's second: "frequently; often").
    private static let frequencyGlosses: Set<String> = ["often", "frequently"]

    /// Whether the verb right after token `index` is passive (聞か-れる, 使わ-れる, 見-られる): IPAdic's suffix verb
    /// れる or られる after it.
    private func isBeforePassive(_ index: Int, in tokens: [Token]) -> Bool {
        guard index + 2 < tokens.count, case .verb = tokens[index + 1].partOfSpeech,
              tokens[index + 2].partOfSpeech == .verb(independent: false) else { return false }
        return ["れる", "られる"].contains(tokens[index + 2].baseForm)
    }

    /// How JMdict names the part of speech of a token of `partOfSpeech`, for the kinds whose senses differ by it.
    private static func partName(of partOfSpeech: PartOfSpeech) -> String? {
        switch partOfSpeech {
        case .adverb: "adverb"
        case .conjunction: "conjunction"
        case .interjection: "interjection"
        case .noun, .verb, .adjective, .adnominal, .particle, .auxiliary, .prefix, .symbol, .other: nil
        }
    }

    private static func has(_ sense: DictionaryEntry.Sense, _ part: String) -> Bool {
        sense.partsOfSpeech.contains { $0.hasPrefix(part) }
    }
}

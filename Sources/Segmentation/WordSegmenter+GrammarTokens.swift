import KanjiKit

extension WordSegmenter {
    /// A particle or auxiliary that is a grammar point of its own, as a word of grammar: ほど, which IPAdic tags a
    /// particle where it is the formal noun (持てば持つほど "the more … the more"), and べき, the auxiliary of
    /// obligation (被るべき "should wear"), each the entry JMdict has for it as written. `nil` for any other token.
    func grammarToken(at index: Int, in tokens: [Token]) -> WordCore? {
        let token = tokens[index]
        switch token.partOfSpeech {
        case .particle: guard GrammarPatterns.isFormalNoun(written: token.surface) else { return nil }
        case .auxiliary: guard GrammarPatterns.isPattern(token.surface) else { return nil }
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .prefix, .symbol, .other: return nil
        }
        let numbers = Array(forms.numbers(withForm: token.surface).prefix(Self.candidatesPerForm))
        guard let number = numbers.first else { return nil }
        return WordCore(end: index + 1, number: number, form: token.surface, candidates: numbers, isGrammar: true)
    }
}

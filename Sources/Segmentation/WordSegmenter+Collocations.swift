extension WordSegmenter {
    /// Among the entries of a predicate written in kana, the one whose kanji spelling real sentences write after the
    /// noun and particle before it (`context.bin`: タバコをやめる is 止める "to quit (a habit)", not 辞める "to resign"),
    /// where that spelling's entry is not ranked first already. Only the noun's own counts decide: over all nouns a
    /// particle says little (を かう is mostly 買う, whatever is kept). `nil` without a noun and a case or binding
    /// particle right before, or where the sentences never wrote the predicate in kanji after that noun.
    func collocatedEntry(among ranked: [(number: Int, form: String)], at index: Int, in tokens: [Token]) -> (number: Int, form: String)? {
        let token = tokens[index]
        guard let homographs, index >= 2, tokens[index - 1].partOfSpeech.isBoundParticle, tokens[index - 2].partOfSpeech.isNoun,
              Self.isPredicate(token), token.surface.unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) }),
              let reading = TokenReading.dictionaryFormReading(of: token).map(TokenReading.hiragana),
              let written = (try? homographs.predicates(after: tokens[index - 2].surface, particle: tokens[index - 1].surface,
                                                         reading: reading))?.first?.written,
              let found = ranked.first(where: { candidate in forms.entry(candidate.number)?.kanjiForms.contains { $0.text == written } == true }),
              found.number != ranked.first?.number else { return nil }
        return found
    }

    /// Whether `token` is a verb or an adjective: what context.bin counts the spellings of.
    private static func isPredicate(_ token: Token) -> Bool {
        switch token.partOfSpeech {
        case .verb, .adjective: true
        case .noun, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other: false
        }
    }
}

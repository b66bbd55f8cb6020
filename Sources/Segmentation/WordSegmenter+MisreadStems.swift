import KanjiKit

extension WordSegmenter {
    /// A kana adjective IPAdic read in its dictionary form right before て or た, which no adjective takes there (its
    /// te-form is くて, its past かった): the te-form or past of a verb IPAdic does not know in kana — ないている is
    /// 泣いている (なく), not ない "nonexistent" and an ending. Likewise a verb in う read in the stem that ends in い
    /// before て or た, where its te-form is って (あいてる is 開いてる, not 会う's). The verbs the conjugation rules find for the adjective
    /// and its ending, as JMdict writes them in kana: the one whose meaning relates to a noun just before first (鳥が
    /// ないた: 鳴く "to sing (bird)"), then by how usual the kana form is and how often the word is used (JMdict's rank,
    /// wordfreq's: 泣く before 鳴く) — not by JLPT level, as the usual ranking does, for IPAdic's reading tells nothing
    /// of which verb it missed. `nil` for any other token or where the rules find no such verb.
    /// - Parameter previous: the two words before it in the line (``GlossContext``).
    func misreadStem(at index: Int, in tokens: [Token], after previous: [Int]) -> WordCore? {
        let token = tokens[index]
        guard Self.isMisreadBeforeTe(token), index + 1 < tokens.count, isJoined(index + 1, in: tokens),
              ["て", "た", "たり", "ても", "てる"].contains(tokens[index + 1].surface),
              token.surface.unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) }) else { return nil }
        let verbs = Deinflector.candidates(of: token.surface + tokens[index + 1].surface).flatMap { candidate in
            forms.numbers(withForm: candidate.text).prefix(Self.candidatesPerForm).compactMap { number -> (number: Int, form: String, rank: (Int, Int))? in
                guard let entry = forms.entry(number), case let wordClass = forms.wordClass(of: number),
                      !wordClass.isDisjoint(with: candidate.wordClass), !wordClass.isDisjoint(with: Self.verbClasses) else { return nil }
                return (number, candidate.text, (EntryFit.formClass(of: entry, written: candidate.text), number))
            }
        }.sorted { $0.rank < $1.rank }
        let nouns = context.nouns(among: previous)
        guard let best = verbs.first(where: { verb in nouns.contains { context.relates($0, to: verb.number) } }) ?? verbs.first else { return nil }
        return WordCore(end: index + 1, number: best.number, form: best.form,
                        candidates: [best.number] + verbs.map(\.number).filter { $0 != best.number })
    }

    /// Whether `token` is a form no word takes before て or た: an adjective's dictionary form, or the stem in い of a
    /// verb in う (会い of 会います; its te-form is 会って).
    private static func isMisreadBeforeTe(_ token: Token) -> Bool {
        switch token.partOfSpeech {
        case .adjective(independent: true): return token.conjugationForm == "基本形"
        case .verb(independent: true): return token.conjugationType.hasPrefix("五段・ワ行") && token.conjugationForm == "連用形"
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other:
            return false
        }
    }

    /// The classes of a verb: what the adjective IPAdic misread must be.
    static let verbClasses = WordClass.dictionaryClasses.subtracting([.iAdjective, .iAdjectiveIi, .naAdjective])
}

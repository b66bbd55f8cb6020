import KanjiKit

extension WordSegmenter {
    /// The verbs that, after a te-form, add a meaning of their own (してくれる "do for me", してみる "try doing",
    /// してもらう, していく), by IPAdic's dictionary form. Where the conjugation rules know the helper (ている,
    /// てしまう, ちゃう, ておく, てください: ``Deinflector``), it is the verb's inflection, shown with its meaning
    /// ("completely (てしまう)"); any other use (してくれる, してくださった) is a word of grammar of its own, with that
    /// meaning, rather than nothing at all.
    static let helpersOfTheirOwn: Set<String> = [
        "くれる", "くださる", "下さる", "もらう", "貰う", "いただく", "頂く", "あげる", "上げる", "さしあげる", "差し上げる", "やる",
        "しまう", "仕舞う", "ちゃう", "じゃう", "ちまう", "じまう", "おく", "置く", "とく", "どく", "みる", "見る", "いく", "行く",
        "くる", "来る", "ある",
    ]

    /// Whether token `index` is a helper verb with a meaning of its own (``helpersOfTheirOwn``) after a verb's te-form
    /// or, for the contractions (しちゃう, しとく), right after its stem, which the verb before does not take as its
    /// inflection: a word of grammar.
    static func isHelperOfItsOwn(at index: Int, in tokens: [Token]) -> Bool {
        guard index > 0, helpersOfTheirOwn.contains(tokens[index].baseForm),
              tokens[index].byteRange.lowerBound == tokens[index - 1].byteRange.upperBound else { return false }
        switch tokens[index].partOfSpeech {
        case .verb: break
        case .noun, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other: return false
        }
        let before = tokens[index - 1]
        if case .particle(let kind) = before.partOfSpeech { return kind == "接続助詞" && (before.surface == "て" || before.surface == "で") }
        if case .verb = before.partOfSpeech { return ["ちゃう", "じゃう", "ちまう", "じまう", "とく", "どく"].contains(tokens[index].baseForm) }
        return false
    }

    /// The helper verb at token `index` as a word of grammar (``isHelperOfItsOwn(at:in:)``): its entry the verb's,
    /// the sense meant the first JMdict gives as an auxiliary verb (くれる: "to do for one; to take the trouble to
    /// do"). `nil` for any other token.
    func helperOfItsOwn(at index: Int, in tokens: [Token]) -> WordCore? {
        guard Self.isHelperOfItsOwn(at: index, in: tokens) else { return nil }
        let token = tokens[index]
        let independent = Token(byteRange: token.byteRange, surface: token.surface, baseForm: token.baseForm, reading: token.reading,
                                partOfSpeech: .verb(independent: true), conjugationType: token.conjugationType,
                                conjugationForm: token.conjugationForm, isKnown: token.isKnown)
        let ranked = rankedEntries(of: independent)
        let helping = ranked.first { candidate in Self.auxiliarySense(of: forms.entry(candidate.number)) != nil } ?? ranked.first
        guard let helping else { return nil }
        return WordCore(end: index + 1, number: helping.number, form: helping.form,
                        candidates: [helping.number] + ranked.map(\.number).filter { $0 != helping.number },
                        senseIndex: Self.auxiliarySense(of: forms.entry(helping.number)) ?? 0, isGrammar: true)
    }

    /// The index of `entry`'s first sense that JMdict gives as an auxiliary verb or adjective, or nil.
    private static func auxiliarySense(of entry: DictionaryEntry?) -> Int? {
        entry?.senses.firstIndex { $0.partsOfSpeech.contains { $0.hasPrefix("auxiliary") } }
    }
}

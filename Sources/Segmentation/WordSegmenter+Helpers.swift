import KanjiKit

extension WordSegmenter {
    /// The verbs that, after a te-form, add a meaning of their own (してくれる "do for me", してみる "try doing",
    /// してもらう, していく), by IPAdic's dictionary form. Where the conjugation rules know the helper (ている,
    /// てしまう, ちゃう, ておく, てください: ``Deinflector``), it is the verb's inflection, shown with its meaning
    /// ("completely (てしまう)"); any other use (してくれる, してくださった) is a word of grammar of its own, with that
    /// meaning, rather than nothing at all.
    static let helpersOfTheirOwn: Set<String> = [
        "くれる", "くださる", "下さる", "もらう", "貰う", "もらえる", "いただく", "頂く", "いただける", "あげる", "上げる", "さしあげる", "差し上げる", "やる",
        "しまう", "仕舞う", "ちゃう", "じゃう", "ちまう", "じまう", "おく", "置く", "とく", "どく", "みる", "見る", "いく", "行く",
        "くる", "来る", "ある", "いたす", "致す", "なさる", "申し上げる",
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
        switch before.partOfSpeech {
        case .particle(let kind): return kind == "接続助詞" && (before.surface == "て" || before.surface == "で")
        case .verb: return ["ちゃう", "じゃう", "ちまう", "じまう", "とく", "どく"].contains(tokens[index].baseForm)
            || honorifics.contains(tokens[index].baseForm)
        // ご寄贈いただければ, ご利用いただけます: the humble "have you do", after an honorific prefix and its noun.
        case .noun: return honorifics.contains(tokens[index].baseForm)
            || (["いただく", "頂く", "いただける", "頂ける"].contains(tokens[index].baseForm) && isHonorificPrefix(at: index - 2, in: tokens))
        case .adjective, .adverb, .adnominal, .conjunction, .interjection, .auxiliary, .prefix, .symbol, .other: return false
        }
    }

    /// The helpers IPAdic has potential verbs of its own for, and the helper each is the potential of.
    static let potentialsOfHelpers = ["もらえる": "もらう", "いただける": "いただく", "頂ける": "頂く"]

    /// The helpers of polite requests and humble offers after a stem or a noun (お待ちください, ご注意ください,
    /// お待ちいたします), where no te-form comes before them.
    static let honorifics: Set<String> = ["くださる", "下さる", "いたす", "致す", "なさる", "申し上げる"]

    /// The helper verb at token `index` as a word of grammar (``isHelperOfItsOwn(at:in:)``): its entry the verb's,
    /// the sense meant the first JMdict gives as an auxiliary verb (くれる: "to do for one; to take the trouble to
    /// do"). `nil` for any other token.
    func helperOfItsOwn(at index: Int, in tokens: [Token]) -> WordCore? {
        guard Self.isHelperOfItsOwn(at: index, in: tokens) else { return nil }
        let token = tokens[index]
        let independent = token.tagged(.verb(independent: true))
        // A helper's potential is the helper (もらえますか: もらう, "can I have you do"), which JMdict has whole.
        let ranked = Self.potentialsOfHelpers[token.baseForm].map { form in forms.numbers(withForm: form).prefix(Self.candidatesPerForm).map { (number: $0, form: form) } }
            ?? rankedEntries(of: independent)
        let helping = ranked.first { candidate in Self.auxiliarySense(of: forms.entry(candidate.number)) != nil } ?? ranked.first
        guard let helping else { return nil }
        return WordCore(end: index + 1, number: helping.number, form: helping.form,
                        candidates: [helping.number] + ranked.map(\.number).filter { $0 != helping.number },
                        senseIndex: Self.auxiliarySense(of: forms.entry(helping.number)) ?? 0, isGrammar: true)
    }

    /// The index of `entry`'s first sense that JMdict gives as an auxiliary verb or adjective; else as a suffix (易い
    /// "easy to ..." after a verb's stem); else of the first that says what the helper does to doing ("do" among its
    /// words: 下さる's "to kindly do for one", which JMdict tags no auxiliary); nil when there is none.
    private static func auxiliarySense(of entry: DictionaryEntry?) -> Int? {
        guard let senses = entry?.senses else { return nil }
        return senses.firstIndex { $0.partsOfSpeech.contains { $0.hasPrefix("auxiliary") } }
            ?? suffixSense(of: entry)
            ?? senses.firstIndex { $0.glosses.contains { $0.split(separator: " ").contains("do") } }
    }

    /// An adjective IPAdic calls dependent, where it is a word rather than nothing: after a verb's stem (やすい, にくい,
    /// 難い, づらい: 滑りやすい "slippery", 聞き取り難い), a word of grammar, the entry JMdict gives a helper's sense
    /// (易い "likely to ...", not 安い "cheap") with that sense; after ば (かければよい "it is enough to multiply"), the
    /// adjective itself, 良い "good". After て or ても it is the pattern's (てもいい, てほしい), not a word. `nil` for any
    /// other token.
    func helperAdjective(at index: Int, in tokens: [Token]) -> WordCore? {
        guard index > 0, case .adjective(independent: false) = tokens[index].partOfSpeech, isJoined(index, in: tokens) else { return nil }
        let before = tokens[index - 1]
        let afterStem = before.partOfSpeech == .verb(independent: true) && before.conjugationForm == "連用形"
        let afterBa = before.partOfSpeech == .particle("接続助詞") && before.surface == "ば"
        guard afterStem || afterBa else { return nil }
        let token = tokens[index]
        let independent = token.tagged(.adjective(independent: true))
        let ranked = rankedEntries(of: independent)
        let helping = afterStem ? ranked.first(where: { Self.auxiliarySense(of: forms.entry($0.number)) != nil }) ?? ranked.first : ranked.first
        guard let helping else { return nil }
        return WordCore(end: index + 1, number: helping.number, form: helping.form,
                        candidates: [helping.number] + ranked.map(\.number).filter { $0 != helping.number },
                        senseIndex: afterStem ? Self.auxiliarySense(of: forms.entry(helping.number)) ?? 0 : 0, isGrammar: afterStem)
    }
}

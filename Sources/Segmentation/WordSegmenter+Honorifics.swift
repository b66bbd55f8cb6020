import KanjiKit

extension WordSegmenter {
    /// The verbs after which a verb's stem or a verbal noun behind お or ご is an honorific or humble form (お待ちください,
    /// お知らせいたします, ご利用いただけます, お話しする), by IPAdic's dictionary form; になる is the third way
    /// (お待ちになる, ご利用になれます).
    static let honorificHelpers: Set<String> = honorifics.union(["いただく", "頂く", "いただける", "頂ける", "する", "できる", "出来る"])

    /// Where MeCab must cut a noun IPAdic has whole with its honorific prefix (お待ち, お知らせ, お尋ね) when a helper
    /// follows it and the rest is a verb's stem: お知らせいたします is お + 知らせる + いたす, the humble "I inform you",
    /// not the noun お知らせ "notice" and a verb. The offsets after the prefix.
    func honorificPrefixBoundaries(in tokens: [Token]) -> [Int] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard case .noun = token.partOfSpeech, let prefix = token.surface.first, Self.honorificPrefixes.contains(String(prefix)),
                  token.surface.count > 1, isBeforeHonorificHelper(index, in: tokens),
                  !verbs(withStem: String(token.surface.dropFirst())).isEmpty else { return nil }
            return token.byteRange.lowerBound + String(prefix).utf8.count
        }
    }

    /// The verb whose stem token `index` is, between an honorific prefix and a helper (お待ちください: 待つ; お試し
    /// ください: 試す, not the noun 試し "trial"), the other verbs that stem may be after it. `nil` for any other token.
    func honorificStem(at index: Int, in tokens: [Token]) -> WordCore? {
        guard index > 0, case .prefix = tokens[index - 1].partOfSpeech, Self.honorificPrefixes.contains(tokens[index - 1].surface),
              isJoined(index, in: tokens), isBeforeHonorificHelper(index, in: tokens) else { return nil }
        let verbs = verbs(withStem: tokens[index].surface)
        guard let best = verbs.first else { return nil }
        return WordCore(end: index + 1, number: best.number, form: best.form, candidates: verbs.map(\.number))
    }

    /// なる or its potential なれる in an honorific お〜になる (ご利用になれません "you may not use"): the verb なる as
    /// grammar, not 慣れる "to get used to", which IPAdic reads in kana. `nil` for any other token.
    func honorificBecoming(at index: Int, in tokens: [Token]) -> WordCore? {
        guard index >= 3, case .verb = tokens[index].partOfSpeech, ["なる", "なれる"].contains(tokens[index].baseForm),
              tokens[index - 1].surface == "に", case .particle = tokens[index - 1].partOfSpeech,
              case .prefix = tokens[index - 3].partOfSpeech, Self.honorificPrefixes.contains(tokens[index - 3].surface),
              let number = forms.numbers(withForm: "なる").prefix(Self.candidatesPerForm).first(where: { !forms.wordClass(of: $0).isDisjoint(with: Self.verbClasses) })
        else { return nil }
        return WordCore(end: index + 1, number: number, form: "なる", isGrammar: true)
    }

    /// The prefixes of honorific and humble forms, as written.
    static let honorificPrefixes: Set<String> = ["お", "ご", "御"]

    /// Whether token `index` is an honorific prefix before a noun or stem (ご in ご利用いただけます).
    static func isHonorificPrefix(at index: Int, in tokens: [Token]) -> Bool {
        guard index >= 0, case .prefix = tokens[index].partOfSpeech else { return false }
        return honorificPrefixes.contains(tokens[index].surface)
    }

    /// Whether a helper of an honorific form (``honorificHelpers``), or に and なる, is written right after token `index`.
    private func isBeforeHonorificHelper(_ index: Int, in tokens: [Token]) -> Bool {
        guard index + 1 < tokens.count, isJoined(index + 1, in: tokens) else { return false }
        let next = tokens[index + 1]
        if case .verb = next.partOfSpeech, Self.honorificHelpers.contains(next.baseForm) { return true }
        guard next.surface == "に", index + 2 < tokens.count, case .verb = tokens[index + 2].partOfSpeech else { return false }
        return ["なる", "なれる"].contains(tokens[index + 2].baseForm)
    }

    /// The verbs JMdict has whose stem (連用形) is written `stem` (待ち: 待つ), the fewest inflections first (知らせ is
    /// 知らせる's stem before it is 知る's causative), then the usual spellings. None for a stem without kanji: お +
    /// kana is more often a word of its own (おかわり, おまけ) than a verb's stem.
    private func verbs(withStem stem: String) -> [(number: Int, form: String)] {
        guard stem.unicodeScalars.contains(where: WordScript.isKanji) else { return [] }
        return Deinflector.candidates(of: stem + "ます").flatMap { candidate in
            forms.numbers(withForm: candidate.text).prefix(Self.candidatesPerForm).compactMap { number -> (number: Int, form: String, rank: (Int, Int, Int))? in
                guard let entry = forms.entry(number), case let wordClass = forms.wordClass(of: number),
                      !wordClass.isDisjoint(with: candidate.wordClass), !wordClass.isDisjoint(with: Self.verbClasses) else { return nil }
                return (number, candidate.text, (candidate.chain.count, EntryFit.formClass(of: entry, written: candidate.text), number))
            }
        }.sorted { $0.rank < $1.rank }.map { ($0.number, $0.form) }
    }
}

import KanjiKit

extension WordSegmenter {
    /// Token `index`, which IPAdic tags a person's name, as the word JMdict has for it when the text does not mark it
    /// as a name: no title after it (さん, 氏), no other part of a name beside it (田中|太郎). IPAdic knows 森, 林 and
    /// ミラー as surnames and takes them for names wherever it has no better guess, while a learner reading 森の中を歩いた
    /// or ミラーを見た means the wood and the mirror. A kanji word must be common as written (山本 stays a name), a
    /// katakana one written so in JMdict (ミラー, リスト). `nil` when the text marks a name or JMdict has no such word.
    func unmarkedName(at index: Int, in tokens: [Token], after previous: [Int]) -> WordCore? {
        let token = tokens[index]
        guard token.partOfSpeech == .noun(.name), !isMarkedAsName(index, in: tokens) else { return nil }
        let asNoun = token.tagged(.noun(.common))
        let ranked = rankedEntries(of: asNoun, before: index + 1 < tokens.count ? tokens[index + 1] : nil, after: previous)
        let isKatakana = token.surface.unicodeScalars.allSatisfy { (0x30A0...0x30FF).contains($0.value) }
        let fitting = ranked.filter { candidate in
            guard let entry = forms.entry(candidate.number) else { return false }
            let formClass = EntryFit.formClass(of: entry, written: token.surface)
            return isKatakana ? formClass < EntryFit.FormClass.otherScript : formClass == EntryFit.FormClass.common
        }
        guard let best = fitting.first else { return nil }
        return WordCore(end: index + 1, number: best.number, form: best.form, candidates: fitting.map(\.number))
    }

    /// Whether the text marks token `index` as a person's name: a title follows it (さん, 様, 氏 — IPAdic's suffixes of
    /// names), or another token of a name is written next to it (a surname and a given name).
    func isMarkedAsName(_ index: Int, in tokens: [Token]) -> Bool {
        if index + 1 < tokens.count, isJoined(index + 1, in: tokens) {
            switch tokens[index + 1].partOfSpeech {
            case .noun(.title), .noun(.name): return true
            case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other: break
            }
        }
        return index > 0 && isJoined(index, in: tokens) && tokens[index - 1].partOfSpeech == .noun(.name)
    }
}

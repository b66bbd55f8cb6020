import KanjiKit

extension WordSegmenter {
    /// An adjective or verb in a classical form that modern Japanese keeps as a word of its own, as that word: なし of
    /// 予約なしで is 無し "without", which IPAdic reads as ない's old dictionary form. The common entry JMdict has
    /// for the form as written; `nil` for any other token, or where JMdict has none (the old form then reads as its
    /// modern word).
    func classicalForm(at index: Int, in tokens: [Token]) -> WordCore? {
        let token = tokens[index]
        switch token.partOfSpeech {
        case .verb(independent: true), .adjective(independent: true): break
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other:
            return nil
        }
        guard token.conjugationForm.hasPrefix("文語"), token.surface != token.baseForm else { return nil }
        let common = forms.numbers(withForm: token.surface).prefix(Self.candidatesPerForm).filter { number in
            forms.entry(number)?.isCommon(written: token.surface) == true
        }
        guard let number = common.first else { return nil }
        return WordCore(end: index + 1, number: number, form: token.surface, candidates: Array(common))
    }
}

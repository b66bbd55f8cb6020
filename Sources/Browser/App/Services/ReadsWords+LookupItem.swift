import KanjiKit

/// What the history's and the study list's rows need of the data: an item's meaning, and the detail it opens.
extension ReadsWords where Self: ReadsKanji {
    /// An item's meaning from the dictionary ("day; sun; Japan"), for the history's and the study list's rows.
    func meaning(of item: LookupItem) -> String {
        switch item {
        case .kanji(let character):
            return kanji(character)?.meanings.joined(separator: "; ") ?? ""
        case .word(let headword, let reading):
            return entry(headword: headword, reading: reading).map { WordLabels.shortGloss(of: $0) } ?? ""
        }
    }

    /// The detail Enter on a history or study row opens: the kanji's, or the word's by its rank; nil when the data
    /// lacks it (the dictionary changed since it was kept), and the row then opens nothing.
    func route(opening item: LookupItem) -> AppRoute? {
        switch item {
        case .kanji(let character):
            kanji(character).map { _ in .kanjiDetail(character) }
        case .word(let headword, let reading):
            entry(headword: headword, reading: reading).map { .wordDetail(rank: $0.rank) }
        }
    }
}

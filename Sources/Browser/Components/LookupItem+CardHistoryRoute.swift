extension LookupItem {
    /// The route to this item's card history: a kanji by its character, a word by its headword and reading — what
    /// the kanji and word details' history key names.
    public var cardHistoryRoute: AppRoute {
        switch self {
        case .kanji(let character): .cardHistory(key: character, reading: nil)
        case .word(let headword, let reading): .cardHistory(key: headword, reading: reading)
        }
    }
}

import KanjiKit

/// How common a kept item is, from KanjiKit's data: a kanji's KANJIDIC newspaper rank (1–2,500), a word's wordfreq
/// rank; 1 is the most common. Stored with each card when it is kept, so new cards can be introduced by frequency.
public struct FrequencyRanks: Sendable {
    /// Strong: the kanji data, shared read-only.
    private let store: KanjiStore
    /// Strong: the word dictionary, or `nil` when it could not be opened (words then have no rank).
    private let words: WordDictionary?

    public init(store: KanjiStore, words: WordDictionary?) {
        self.store = store
        self.words = words
    }

    /// `item`'s rank, or `nil` when the data has none (or cannot be read).
    public func rank(of item: LookupItem) -> Int? {
        switch item {
        case .kanji(let character):
            return ((try? store.kanji(for: character)) ?? nil)?.frequencyRank
        case .word(let headword, let reading):
            let entries = (try? words?.entries(headword: headword)) ?? []
            let entry = entries.first { $0.readings.contains { $0.text == reading } } ?? entries.first
            return entry?.wordfreqRank
        }
    }
}

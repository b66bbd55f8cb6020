import KanjiKit

extension BrowserServices {
    /// The kanji a route names by its character, or `nil` when the data has no such kanji (or cannot read it).
    func kanji(_ character: String) -> Kanji? {
        (try? store.kanji(for: character)) ?? nil
    }

    /// The word a route names by its rank, or `nil` when the dictionary has no such rank or cannot be read.
    func entry(rank: Int) -> DictionaryEntry? {
        guard let dictionary = try? words.get(), rank >= 1 else { return nil }
        return try? dictionary.entry(rank: rank)
    }
}

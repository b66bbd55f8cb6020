import KanjiKit

/// The search line of a list: what has been typed (in the shared line editor), whether it is still being typed,
/// and where the cursor was before, so cancelling puts everything back.
public struct ListSearch: Sendable, Hashable {
    public var editor = LineEditor()
    /// True while typing; false once Enter kept the results as the list.
    public var isEditing: Bool
    /// The kanji under the cursor when the search began.
    public let characterBefore: String?

    public var query: String { editor.text }

    /// The kana the query is read as when it is whole romaji ("nichi" → "にち"), for the search line to
    /// show why readings match; nil for kana, kanji, English that spells no syllables, or a query
    /// that ends mid-syllable ("nich"), whose kana would only confuse.
    public var romajiReading: String? { Self.romajiReading(of: query) }

    /// The kana `query` is read as when it is whole romaji, for any search line (see ``romajiReading``).
    public static func romajiReading(of query: String) -> String? {
        guard let conversion = Romaji.hiragana(query), conversion.isComplete,
              !conversion.kana.isEmpty else { return nil }
        return conversion.kana
    }
}

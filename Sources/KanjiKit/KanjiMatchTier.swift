/// How well a kanji matched a search, best first: results are ranked by tier, then by `KanjiOrder.standard`.
public enum KanjiMatchTier: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The query contains the character itself (pasted 語).
    case character
    /// A reading, or a kun reading's stem, is exactly the query's kana ("hi" → ひ).
    case exactReading
    /// Every word of the query begins a word of one English meaning ("wat" → water).
    case meaning
    /// A reading begins with the query's kana ("mana" → まなぶ), or with what an unfinished romaji
    /// syllable can still become ("nich" → にち…).
    case readingPrefix

    public static func < (left: KanjiMatchTier, right: KanjiMatchTier) -> Bool {
        left.rawValue < right.rawValue
    }
}

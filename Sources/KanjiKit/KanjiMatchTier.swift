/// How well a kanji matched a search: results are ranked by `precedence`, then by `KanjiOrder.standard`.
public enum KanjiMatchTier: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The query contains the character itself (pasted 語).
    case character
    /// A reading, or a kun reading's stem, is exactly the query's kana ("hi" → ひ).
    case exactReading
    /// One English meaning is the query, word for word ("fish" → 魚 by "fish", before 尾's "counter for fish").
    case exactMeaning
    /// Every word of the query is a whole word of one English meaning ("car" → 車 by "car", before
    /// "carry" and "care"): what a learner typing a whole word means.
    case meaningWord
    /// Every word of the query begins a word of one English meaning ("wat" → water).
    case meaning
    /// A reading begins with the query's kana ("mana" → まなぶ), or with what an unfinished romaji
    /// syllable can still become ("nich" → にち…).
    case readingPrefix

    /// Where the tier ranks: an exact reading and an exact meaning rank together, so the frequency decides
    /// between two equally exact guesses at what Latin letters mean ("sun" → 日 by its meaning before 寸, 駿
    /// and 吋, read すん; "hi" → 日 by its reading); a meaning that only holds the query's words comes after
    /// both, and frequency orders only inside a tier ("fish" → 魚 before the more frequent 尾).
    public var precedence: Int {
        switch self {
        case .character: 0
        case .exactReading, .exactMeaning: 1
        case .meaningWord: 2
        case .meaning: 3
        case .readingPrefix: 4
        }
    }

    /// Better first: the order in which a kanji matched at several tiers keeps the best.
    public static func < (left: KanjiMatchTier, right: KanjiMatchTier) -> Bool {
        left.rawValue < right.rawValue
    }
}

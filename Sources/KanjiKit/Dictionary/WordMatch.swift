/// A word found by `WordDictionary.search` and why it was found; results come ordered by tier (the
/// kinds below; an English query's glosses come before its romaji readings, see `WordDictionary.search`), then by
/// the matched form's class and the word's rank.
public struct WordMatch: Sendable, Hashable {
    public let entry: DictionaryEntry
    public let kind: Kind
    /// How the query inflects the word, dictionary form first (食べちゃった: te-form, ちゃう, past); empty unless
    /// `kind` is `.inflected`.
    public let inflection: [Inflection]

    public init(entry: DictionaryEntry, kind: Kind, inflection: [Inflection] = []) {
        self.entry = entry
        self.kind = kind
        self.inflection = inflection
    }

    /// The tiers of a word search, best first.
    public enum Kind: Int, Sendable, Hashable, Comparable {
        /// A form or reading is the query as typed (日本, にほん, ニホン, １日).
        case exactForm
        /// A reading is what the query spells as romaji (nihon, gakko).
        case romajiReading
        /// A gloss is the query, notes in parentheses aside ("to eat" for 食べる).
        case gloss
        /// The query is an inflected form of the word (食べた, tabemasen → 食べる).
        case inflected
        /// A gloss holds the query's words as whole words, in order ("car" in "sleeping car").
        case glossWords
        /// A form, reading, gloss or gloss word starts with the query (食べ, gakko, wat).
        case prefix
        /// A form or reading matches the query's wildcards (`*日*`, `日?`, `*ぶ`).
        case pattern

        public static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
    }
}

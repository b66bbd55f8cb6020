import KanjiKit

/// One word as a kanji's detail lists it: the text of its row and the rank to read the whole entry again.
///
/// A decoded `DictionaryEntry` keeps every form, reading and sense in arrays of strings, a dozen allocations a
/// word; a detail shows one line of it. Every open detail keeps its rows for as long as it is on a stack (the
/// million-step walk holds several at once), so a row keeps the line's text, and choosing the word reads its
/// entry again by rank (`WordDictionary.entry(rank:)`, one record).
public struct KanjiWordRow: Sendable, Hashable {
    /// The word's rank in the dictionary: its identity there (1 is the most common).
    public let rank: Int
    /// The spelling that holds the kanji (`KanjiWord.spelling`: 章魚 for たこ under 魚).
    public let headword: String
    /// That spelling's reading.
    public let reading: String
    /// The first glosses of its first sense, as the row shows them (`WordLabels.shortGloss`).
    public let gloss: String
    /// Whether JMdict marks this spelling common: the row is drawn plain, others muted.
    public let isCommon: Bool

    /// The row of `word`.
    public init(_ word: KanjiWord) {
        rank = word.entry.rank
        headword = word.spelling
        reading = word.reading
        gloss = WordLabels.shortGloss(of: word.entry)
        isCommon = word.isCommon
    }

    /// The study list's item for this word.
    public var item: LookupItem { .word(headword: headword, reading: reading) }
}

import KanjiKit

/// Reads the word dictionary (the complete JMdict, `words.bin`): the word search, a word's detail, a kanji's words,
/// a review card's back. It may have failed to open; the screens that read it then say why where the words would be.
public protocol ReadsWords {
    /// The dictionary, mapped once and shared read-only, or why it could not be opened.
    var words: Result<WordDictionary, DatasetError> { get }
}

extension BrowserServices: ReadsWords {}

extension ReadsWords {
    /// The word a route names by its rank, or `nil` when the dictionary has no such rank or cannot be read.
    func entry(rank: Int) -> DictionaryEntry? {
        guard let dictionary = try? words.get(), rank >= 1 else { return nil }
        return try? dictionary.entry(rank: rank)
    }

    /// The dictionary's entry keyed `headword` and read `reading` (`WordDictionary.word(keyed:reading:)`: a card
    /// kept as 為る opens する, いる opens 居る), or its first entry so written when none is read so (the dictionary
    /// changed since); nil when the dictionary lacks the word or cannot be read.
    func entry(headword: String, reading: String) -> DictionaryEntry? {
        guard let words = try? words.get() else { return nil }
        if let keyed = try? words.word(keyed: headword, reading: reading) { return keyed }
        return (try? words.entries(headword: headword))?.first
    }
}

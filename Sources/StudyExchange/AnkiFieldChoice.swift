import AnkiPackage

/// Which field of a note type names the note's kanji or word, and which (if any) its reading: the fields the learner
/// names (`--field`, `--reading-field`: the first of those the type has), or else a guess from the fields' names.
public struct AnkiFieldChoice: Sendable, Hashable {
    /// How a field was chosen.
    public enum How: Sendable, Hashable {
        /// Named by the learner.
        case named
        /// Guessed from its name.
        case guessed
        /// The type's first field, none having a name that says more.
        case first
    }

    /// The field's index in the type's fields.
    public let word: Int
    public let wordHow: How
    public let reading: Int?
    public let readingHow: How?

    /// Field names that hold the word or kanji, most telling first (compared ignoring case): the stock Japanese
    /// support's Expression, then the names shared decks use (Core 2k/6k's Vocabulary-Kanji, Kaishi's Word), then
    /// Basic's Front.
    public static let wordNames = ["expression", "word", "vocab", "vocabulary", "vocabulary-kanji", "vocab-kanji", "kanji",
                                   "character", "japanese", "term", "headword", "front"]
    /// Field names that hold the reading.
    public static let readingNames = ["reading", "kana", "word reading", "expression reading", "vocabulary-kana", "vocab-kana",
                                      "hiragana", "yomi", "読み", "reading (kana)"]

    /// The choice for `type` given the fields the learner named (either list may be empty: then a guess).
    /// - Returns: `nil` when `wordFields` names fields and the type has none of them.
    public static func choose(for type: AnkiStoredNoteType, wordFields: [String], readingFields: [String]) -> AnkiFieldChoice? {
        let names = type.fields.map { $0.lowercased() }
        let word: Int, wordHow: How
        if !wordFields.isEmpty {
            guard let named = wordFields.lazy.compactMap({ names.firstIndex(of: $0.lowercased()) }).first else { return nil }
            (word, wordHow) = (named, .named)
        } else if let guessed = wordNames.lazy.compactMap({ names.firstIndex(of: $0) }).first {
            (word, wordHow) = (guessed, .guessed)
        } else {
            (word, wordHow) = (0, .first)
        }
        var reading: Int?, readingHow: How?
        if !readingFields.isEmpty {
            if let named = readingFields.lazy.compactMap({ names.firstIndex(of: $0.lowercased()) }).first {
                (reading, readingHow) = (named, .named)
            }
        } else if let guessed = readingNames.lazy.compactMap({ names.firstIndex(of: $0) }).first(where: { $0 != word }) {
            (reading, readingHow) = (guessed, .guessed)
        }
        return AnkiFieldChoice(word: word, wordHow: wordHow, reading: reading, readingHow: readingHow)
    }
}

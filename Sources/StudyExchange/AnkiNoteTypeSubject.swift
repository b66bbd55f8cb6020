import AnkiPackage

/// What a note type's notes are about, words or kanji, which decides what a note of one kanji names: 水 in a
/// vocabulary deck is the word みず, in a kanji deck the kanji 水.
///
/// Told, most telling first, by the field that names the note when it is named for words (Word, Expression,
/// Vocabulary-Kanji); else, when no field says kanji (the field naming the note is Kanji or Character, or another is
/// Onyomi, Kunyomi, Strokes, Radical …), by a field, a card template or the type named for words; else by the notes:
/// when three in four of those in Japanese are words of more than one character, it is a vocabulary type whatever
/// its fields are called (two in three is a deck of both, 日 beside 食べる and カメラ, where 日 stays the kanji); else
/// a field that says kanji, or a type named for kanji, makes it a kanji type.
public enum AnkiNoteTypeSubject: Sendable, Hashable {
    /// Words: a note of one kanji is the JMdict word so written, read as the note reads it, else the commonest.
    case vocabulary(Evidence)
    /// Kanji: a note of one kanji is that kanji, even with a reading that names a word.
    case kanji(Evidence)
    /// Nothing says: a note of one kanji is the kanji, unless its reading names a word so written.
    case unknown

    /// What told the subject, for the report.
    public enum Evidence: Sendable, Hashable {
        /// A field's name: the one naming the note, or another.
        case field(String)
        /// A card template's name.
        case template(String)
        /// The note type's name.
        case typeName
        /// `words` of the type's `of` notes in Japanese are words of more than one character.
        case notes(words: Int, of: Int)
    }

    /// Words, word-named fields and templates say vocabulary: Expression (Anki's Japanese support, JLPT decks),
    /// Word (Kaishi 1.5k), Vocab and Vocabulary (Core 2k/6k's Vocabulary-Kanji); compared as whole words of the name,
    /// so a kanji deck's Keyword says nothing.
    static let vocabularyWords: Set = ["word", "words", "vocab", "vocabulary", "expression", "term", "単語", "語彙"]
    /// The name (its letters only, lowercased) of a field only a kanji note has.
    static let kanjiFieldNames: Set = ["onyomi", "kunyomi", "on", "kun", "onreading", "onreadings", "kunreading", "kunreadings",
                                       "strokes", "strokecount", "radical", "radicals", "音読み", "訓読み", "画数", "部首"]

    /// The subject of `type`, whose field at `wordField` names its notes, and whose notes' `forms` (that field's text,
    /// furigana and HTML taken out) are given.
    public static func of(_ type: AnkiStoredNoteType, wordField: Int, forms: [String]) -> AnkiNoteTypeSubject {
        let wordFieldName = type.fields.indices.contains(wordField) ? type.fields[wordField] : ""
        if saysVocabulary(wordFieldName) { return .vocabulary(.field(wordFieldName)) }
        let kanjiField = ["kanji", "character"].contains(wordFieldName.lowercased())
            ? wordFieldName : type.fields.first { kanjiFieldNames.contains(letters($0)) }
        if kanjiField == nil {
            if let field = type.fields.first(where: saysVocabulary) { return .vocabulary(.field(field)) }
            if let template = type.templates.first(where: saysVocabulary) { return .vocabulary(.template(template)) }
            if saysVocabulary(type.name) { return .vocabulary(.typeName) }
        }
        // The notes outweigh a field's name: a field named Kanji holding 日本, 学校 and 先生 is a vocabulary deck's.
        let japanese = forms.filter { $0.unicodeScalars.contains(where: isJapanese) }
        let words = japanese.count { $0.count > 1 }
        if !japanese.isEmpty && words * 4 >= japanese.count * 3 { return .vocabulary(.notes(words: words, of: japanese.count)) }
        if let kanjiField { return .kanji(.field(kanjiField)) }
        return type.name.lowercased().contains("kanji") ? .kanji(.typeName) : .unknown
    }

    /// "the word from …" or "the kanji from …" in the report.
    public var isKanji: Bool {
        switch self {
        case .kanji: true
        case .vocabulary, .unknown: false
        }
    }

    /// Whether a name says words: one of its words (split at anything not a letter) is one of `vocabularyWords`, or it
    /// holds 単語 or 語彙.
    private static func saysVocabulary(_ name: String) -> Bool {
        let lowered = name.lowercased()
        let words = lowered.split { !$0.isLetter }.map(String.init)
        return words.contains(where: vocabularyWords.contains) || lowered.contains("単語") || lowered.contains("語彙")
    }

    /// A name's letters, lowercased: "On'yomi", "On-yomi" and "On Yomi" are "onyomi".
    private static func letters(_ name: String) -> String {
        String(name.lowercased().filter(\.isLetter))
    }

    /// Kana or a kanji (CJK ideographs and their extensions, 々).
    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || scalar.properties.isIdeographic || scalar == "々"
    }
}

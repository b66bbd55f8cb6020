import Segmentation

/// A sentence of the library with exactly one unknown word, as the i+1 screen lists it: the sentence with its word
/// marked and its text named (the card's context `a` keeps), the word, and the text's library entry (where Enter
/// opens it).
public struct OneUnknownSentence: Sendable, Hashable {
    /// The sentence, the unknown word marked (its first use in the sentence), the text's title as its source.
    public let context: StudyContext
    /// The unknown word, as the learner chose its entry.
    public let word: TextWord
    /// The text it is in.
    public let entry: ReadingEntry
    /// Where the sentence starts in its text, in bytes: the reading position Enter opens the reader at.
    public let position: Int

    public init(_ found: LibrarySentences.OneUnknown, entry: ReadingEntry) {
        context = StudyContext(found.match)
        word = found.word
        self.entry = entry
        position = found.match.sentence.position
    }

    /// The word as the study list keeps it.
    public var item: LookupItem { .word(headword: word.headword, reading: word.reading) }
}

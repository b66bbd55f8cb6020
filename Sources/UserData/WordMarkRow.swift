import FSRS

/// What the learner said of a word without studying it (issue 47): they know it, or it is to be left out of every
/// count (a name, a particle, a word they will never need).
public enum WordMark: String, Sendable, Hashable, CaseIterable {
    case known
    case ignored
}

/// A word as the study list keys it (`study_card`'s key and reading): the spelling it is kept under
/// (`WordDictionary.studySpelling`, the reader's `TextWord.headword`) and its reading.
public struct MarkedWordKey: Sendable, Hashable {
    public let word: String
    public let reading: String

    public init(word: String, reading: String) {
        self.word = word
        self.reading = reading
    }

    /// "日本 (にほん)", or the word alone when it is written in its reading (する).
    public var displayName: String {
        word == reading ? word : "\(word) (\(reading))"
    }
}

/// A word's mark as the file holds it (`word_mark`, schema v13), with when it was marked: what `known list` prints and
/// what a mark taken back restores exactly.
public struct WordMarkRow: Sendable, Hashable {
    public let key: MarkedWordKey
    public let mark: WordMark
    public let markedAt: Timestamp

    public init(key: MarkedWordKey, mark: WordMark, markedAt: Timestamp) {
        self.key = key
        self.mark = mark
        self.markedAt = markedAt
    }
}

import Segmentation

/// Which words of the reader's visible lines have their reading shown above them (`f` goes through them in this
/// order): none, as a printed book for adults; every word with a kanji, as a children's book or an e-reader's
/// furigana setting; or only the words the learner does not know yet, as an e-reader for learners leaves the known
/// ones bare — the header's "known" (``WordKnowledge/countsAsUnknown``: mature or marked known, ignored words aside).
public enum ReaderFurigana: Sendable, Hashable, CaseIterable {
    case off
    case everyWord
    case unknownWords

    /// The mode `f` turns to from this one.
    public var next: ReaderFurigana {
        switch self {
        case .off: .everyWord
        case .everyWord: .unknownWords
        case .unknownWords: .off
        }
    }

    /// What the header says when the mode is turned to.
    public var notice: String {
        switch self {
        case .off: "Furigana off (f: on)"
        case .everyWord: "Furigana on (f: only unknown words)"
        case .unknownWords: "Furigana on unknown words only (f: off)"
        }
    }

    /// Whether a word the learner knows as `knowledge` has its reading shown.
    public func shows(_ knowledge: WordKnowledge) -> Bool {
        switch self {
        case .off: false
        case .everyWord: true
        case .unknownWords: knowledge.countsAsUnknown
        }
    }
}

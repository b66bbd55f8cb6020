import FSRS
import Segmentation

/// Why a word's mark could not be written, in one line naming the file; nothing marked before is lost.
public struct WordMarkError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// The words the learner marked known or ignored without studying them (issue 47), keyed as the study list keys a
/// word (``TextWord/headword`` and its reading): what ``WordKnowledge`` reads beside the word's card, so the reader's
/// header, its colours, `n`/`N` and `v` count by the marks as `analyze` does. The app gives the user database
/// (`DatabaseWordMarks`); tests give `InMemoryWordMarks` (TestSupport), the shape it must match.
public protocol WordMarkStore: AnyObject {
    /// The mark of the word kept as `headword` read `reading`; `nil` when it has none (or the store cannot be read).
    func mark(headword: String, reading: String) -> WordKnowledge.Mark?
    /// Marks the word with `mark` at `now`, or takes its mark off (`nil`), and returns the mark it had before: what
    /// taking the change back (`u`) marks it with again.
    @discardableResult
    func setMark(_ mark: WordKnowledge.Mark?, headword: String, reading: String, now: Timestamp) throws(WordMarkError) -> WordKnowledge.Mark?
}

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
    /// How many words are marked.
    func markCount() -> Int
    /// The marked words, the last marked first, from position `offset`, at most `limit` of them: the list of marks
    /// (`M` on the Study tab) reads the page it shows, never all of them.
    func markedWords(offset: Int, limit: Int) -> [MarkedWord]
    /// Why the marks cannot be read or written (the file could not be opened, a write failed), or nil.
    var problem: String? { get }
}

/// A word marked known or ignored, as the list of marks (`M` on the Study tab) shows it.
public struct MarkedWord: Sendable, Hashable {
    public let headword: String
    public let reading: String
    public let mark: WordKnowledge.Mark
    public let markedAt: Timestamp

    public init(headword: String, reading: String, mark: WordKnowledge.Mark, markedAt: Timestamp) {
        self.headword = headword
        self.reading = reading
        self.mark = mark
        self.markedAt = markedAt
    }
}

extension WordMarkStore {
    /// The marks as the list of marks reads them: their count now, and their rows on demand.
    var pagedMarks: PagedList<MarkedWord> {
        PagedList(count: markCount(), read: { [self] range in markedWords(offset: range.lowerBound, limit: range.count) },
                  position: { _ in nil })
    }
}

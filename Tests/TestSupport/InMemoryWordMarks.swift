import Browser
import FSRS
import Segmentation

/// The word marks in memory: the shape `DatabaseWordMarks` must match, for the view-model tests.
public final class InMemoryWordMarks: WordMarkStore {
    /// The marks now, by the word's headword and reading.
    public private(set) var marks: [[String]: WordKnowledge.Mark] = [:]
    /// The reason the next mark fails with, or `nil`: a test of how a failed mark is reported.
    public var nextWriteFailure: String?

    public init(_ marks: [(headword: String, reading: String, mark: WordKnowledge.Mark)] = []) {
        for (headword, reading, mark) in marks { self.marks[[headword, reading]] = mark }
    }

    public func mark(headword: String, reading: String) -> WordKnowledge.Mark? {
        marks[[headword, reading]]
    }

    public func setMark(_ mark: WordKnowledge.Mark?, headword: String, reading: String, now: Timestamp) throws(WordMarkError) -> WordKnowledge.Mark? {
        if let failure = nextWriteFailure {
            nextWriteFailure = nil
            throw WordMarkError(message: failure)
        }
        defer { marks[[headword, reading]] = mark }
        return marks[[headword, reading]]
    }
}

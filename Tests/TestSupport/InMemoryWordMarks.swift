import Browser
import FSRS
import Segmentation

/// The word marks in memory: the shape `DatabaseWordMarks` must match, for the view-model tests.
public final class InMemoryWordMarks: WordMarkStore {
    /// The marks now, by the word's headword and reading.
    public private(set) var marks: [[String]: WordKnowledge.Mark] = [:]
    /// When each mark was given: its order in the list, the last first.
    private var markedAt: [[String]: Timestamp] = [:]
    /// The marks' clock: each mark one second after the one before.
    private var clock = Timestamp(secondsSince1970: 1_800_000_000)
    /// The reason the next mark fails with, or `nil`: a test of how a failed mark is reported.
    public var nextWriteFailure: String?
    public var problem: String?

    public init(_ marks: [(headword: String, reading: String, mark: WordKnowledge.Mark)] = []) {
        for (headword, reading, mark) in marks {
            self.marks[[headword, reading]] = mark
            markedAt[[headword, reading]] = tick()
        }
    }

    public func markCount() -> Int { marks.count }

    public func markedWords(offset: Int, limit: Int) -> [MarkedWord] {
        let rows = marks.map { key, mark in MarkedWord(headword: key[0], reading: key[1], mark: mark, markedAt: markedAt[key] ?? clock) }
            .sorted { ($1.markedAt.secondsSince1970, $0.headword) < ($0.markedAt.secondsSince1970, $1.headword) }
        return Array(rows.dropFirst(offset).prefix(limit))
    }

    private func tick() -> Timestamp {
        clock = clock.advanced(bySeconds: 1)
        return clock
    }

    public func mark(headword: String, reading: String) -> WordKnowledge.Mark? {
        marks[[headword, reading]]
    }

    public func setMark(_ mark: WordKnowledge.Mark?, headword: String, reading: String, now: Timestamp) throws(WordMarkError) -> WordKnowledge.Mark? {
        if let failure = nextWriteFailure {
            nextWriteFailure = nil
            throw WordMarkError(message: failure)
        }
        defer {
            marks[[headword, reading]] = mark
            markedAt[[headword, reading]] = mark == nil ? nil : tick()
        }
        return marks[[headword, reading]]
    }
}

import Browser
import FSRS
import Segmentation
import UserData

/// The words marked known or ignored, on the user database (`word_mark`, schema v13): asked a word at a time (the
/// reader asks each distinct word once and keeps the answer), written a word at a time.
///
/// A database that cannot be opened does not stop the browser: every word reads as unmarked and a mark fails with the
/// reason the file could not be opened; a failed write says why once and nothing more is written this session, as the
/// other stores do.
public final class DatabaseWordMarks: WordMarkStore {
    /// Strong: the connection lives as long as the browser. `nil` when the file could not be opened or a write failed.
    private var database: UserDatabase?
    /// Why there is no database: what a mark attempted then says.
    private var failure: String

    public init(opened: Result<UserDatabase, UserDataError>) {
        switch opened {
        case .success(let database):
            self.database = database
            failure = ""
        case .failure(let error):
            failure = error.message
        }
    }

    public func mark(headword: String, reading: String) -> WordKnowledge.Mark? {
        guard let row = try? database?.wordMark(of: MarkedWordKey(word: headword, reading: reading)) else { return nil }
        return Self.knowledgeMark(row.mark)
    }

    public func setMark(_ mark: WordKnowledge.Mark?, headword: String, reading: String, now: Timestamp) throws(WordMarkError) -> WordKnowledge.Mark? {
        guard let database else { throw WordMarkError(message: failure) }
        let stored: WordMark? = switch mark {
        case .known?: .known
        case .ignored?: .ignored
        case nil: nil
        }
        do {
            return try database.markWord(MarkedWordKey(word: headword, reading: reading), as: stored, at: now).map { Self.knowledgeMark($0.mark) }
        } catch {
            self.database = nil
            failure = error.message
            throw WordMarkError(message: error.message)
        }
    }

    public func markCount() -> Int {
        (try? database?.wordMarkCount(nil)) ?? 0
    }

    public func markedWords(offset: Int, limit: Int) -> [MarkedWord] {
        let rows = (try? database?.wordMarks(nil, offset: offset, limit: limit)) ?? []
        return rows.map { MarkedWord(headword: $0.key.word, reading: $0.key.reading, mark: Self.knowledgeMark($0.mark), markedAt: $0.markedAt) }
    }

    public var problem: String? {
        database == nil && !failure.isEmpty ? failure : nil
    }

    private static func knowledgeMark(_ mark: WordMark) -> WordKnowledge.Mark {
        switch mark {
        case .known: .known
        case .ignored: .ignored
        }
    }
}

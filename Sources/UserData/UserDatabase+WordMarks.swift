import FSRS
import GRDB

/// The words marked known or ignored (`word_mark`, schema v13): marked one at a time from the browser (each write
/// returns what was there, so `u` can put it back), thousands at once by `known import` (one transaction), read a
/// page at a time for the list and looked up many at once for a text's counts.
extension UserDatabase {
    /// Marks `key` with `mark` at `time` — replacing another mark, or taking its mark off when `mark` is `nil` — and
    /// returns the row that was there before (`nil`: none), which ``restoreWordMark(_:of:)`` puts back.
    @discardableResult
    public func markWord(_ key: MarkedWordKey, as mark: WordMark?, at time: Timestamp) throws(UserDataError) -> WordMarkRow? {
        try check([key])
        return try write { db in
            let before = try Self.wordMark(of: key, in: db)
            if let mark {
                try Self.upsert(WordMarkRow(key: key, mark: mark, markedAt: time), in: db)
            } else {
                try db.execute(sql: "DELETE FROM word_mark WHERE word = ? AND reading = ?", arguments: [key.word, key.reading])
            }
            return before
        }
    }

    /// Puts `key`'s mark back as `row` says it was, its time too (`nil`: no mark): the undo of ``markWord(_:as:at:)``.
    public func restoreWordMark(_ row: WordMarkRow?, of key: MarkedWordKey) throws(UserDataError) {
        try check([key])
        if let row, row.key != key {
            throw UserDataError(.badInput, path: path, "the mark of \(row.key.displayName) cannot be put back as \(key.displayName)'s")
        }
        try write { db in
            if let row {
                try Self.upsert(row, in: db)
            } else {
                try db.execute(sql: "DELETE FROM word_mark WHERE word = ? AND reading = ?", arguments: [key.word, key.reading])
            }
        }
    }

    /// Marks every word of `keys` with `mark` at `time`, in one transaction (`known add`, `known import`): a word
    /// marked so already keeps its time, one marked otherwise takes the new mark. Returns the words whose mark
    /// changed, each with the row it had (`nil`: none), in the order given, each word once.
    public func markWords(_ keys: [MarkedWordKey], as mark: WordMark, at time: Timestamp) throws(UserDataError) -> [(key: MarkedWordKey, before: WordMarkRow?)] {
        try check(keys)
        return try write { db in
            var changed: [(key: MarkedWordKey, before: WordMarkRow?)] = []
            var seen = Set<MarkedWordKey>()
            for key in keys where seen.insert(key).inserted {
                let before = try Self.wordMark(of: key, in: db)
                guard before?.mark != mark else { continue }
                try Self.upsert(WordMarkRow(key: key, mark: mark, markedAt: time), in: db)
                changed.append((key, before))
            }
            return changed
        }
    }

    /// Takes the marks of `keys` off, in one transaction; returns the rows taken off (words without a mark are not
    /// among them), in the order given.
    public func removeWordMarks(_ keys: [MarkedWordKey]) throws(UserDataError) -> [WordMarkRow] {
        try check(keys)
        return try write { db in
            var removed: [WordMarkRow] = []
            let delete = try db.cachedStatement(sql: "DELETE FROM word_mark WHERE word = ? AND reading = ?")
            for key in keys {
                guard let row = try Self.wordMark(of: key, in: db) else { continue }
                try delete.execute(arguments: [key.word, key.reading])
                removed.append(row)
            }
            return removed
        }
    }

    /// The marks of those of `keys` that have one, in one read: a text's few thousand words, each a step along the
    /// primary key.
    public func wordMarks(of keys: some Sequence<MarkedWordKey>) throws(UserDataError) -> [MarkedWordKey: WordMark] {
        try read { db in
            var marks: [MarkedWordKey: WordMark] = [:]
            let select = try db.cachedStatement(sql: "SELECT mark FROM word_mark WHERE word = ? AND reading = ?")
            for key in keys {
                if let stored = try String.fetchOne(select, arguments: [key.word, key.reading]), let mark = WordMark(rawValue: stored) {
                    marks[key] = mark
                }
            }
            return marks
        }
    }

    /// The mark of `key`, with when it was made; `nil` when it has none.
    public func wordMark(of key: MarkedWordKey) throws(UserDataError) -> WordMarkRow? {
        try read { db in try Self.wordMark(of: key, in: db) }
    }

    /// The words marked `mark` (every mark when `nil`), the last marked first (then by word), from position `offset`,
    /// at most `limit` (`nil`: all): a screen reads the page it shows, `known list` reads them all.
    public func wordMarks(_ mark: WordMark?, offset: Int = 0, limit: Int? = nil) throws(UserDataError) -> [WordMarkRow] {
        guard offset >= 0, (limit ?? 0) >= 0 else {
            throw UserDataError(.badInput, path: path, "a page of marked words needs an offset and a limit of 0 or more, not \(offset) and \(limit ?? 0)")
        }
        let filter = mark == nil ? "" : "WHERE mark = ?"
        let arguments: StatementArguments = (mark.map { [$0.rawValue] } ?? []) + [limit ?? -1, offset]
        return try read { db in
            try Row.fetchAll(db, sql: """
                SELECT word, reading, mark, marked_at FROM word_mark \(filter) ORDER BY marked_at DESC, word, reading LIMIT ? OFFSET ?
                """, arguments: arguments).compactMap(Self.row)
        }
    }

    /// How many words are marked `mark` (every mark when `nil`).
    public func wordMarkCount(_ mark: WordMark?) throws(UserDataError) -> Int {
        try read { db in
            if let mark {
                return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM word_mark WHERE mark = ?", arguments: [mark.rawValue]) ?? 0
            }
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM word_mark") ?? 0
        }
    }

    // MARK: Private

    /// Refuses a word without its spelling or reading (the file's CHECKs would too, less clearly), before anything is written.
    private func check(_ keys: [MarkedWordKey]) throws(UserDataError) {
        if let bad = keys.first(where: { $0.word.isEmpty || $0.reading.isEmpty }) {
            throw UserDataError(.badInput, path: path, "a word is marked by its spelling and its reading, not \"\(bad.word)\" read \"\(bad.reading)\"")
        }
    }

    private static func wordMark(of key: MarkedWordKey, in db: Database) throws -> WordMarkRow? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT word, reading, mark, marked_at FROM word_mark WHERE word = ? AND reading = ?"),
                         arguments: [key.word, key.reading]).flatMap(row)
    }

    private static func upsert(_ row: WordMarkRow, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO word_mark (word, reading, mark, marked_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (word, reading) DO UPDATE SET mark = excluded.mark, marked_at = excluded.marked_at
            """).execute(arguments: [row.key.word, row.key.reading, row.mark.rawValue, row.markedAt.secondsSince1970])
    }

    /// A stored row; `nil` for a mark this program does not know (the CHECK allows none, so only a later kanji-tui's).
    private static func row(_ row: Row) -> WordMarkRow? {
        guard let mark = WordMark(rawValue: row["mark"]) else { return nil }
        return WordMarkRow(key: MarkedWordKey(word: row["word"], reading: row["reading"]), mark: mark,
                           markedAt: Timestamp(secondsSince1970: row["marked_at"]))
    }
}

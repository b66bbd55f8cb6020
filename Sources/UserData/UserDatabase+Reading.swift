import FSRS
import GRDB

/// The Read tab's texts: one row per file or paste, newest first, with the reading position.
extension UserDatabase {
    // MARK: - Writing

    /// Adds the file at `path`, or marks it opened at `now` when it is there (its position kept).
    public func openReadingFile(path: String, title: String, at now: Timestamp) throws(UserDataError) -> ReadingTextRow {
        guard !path.isEmpty else { throw UserDataError(.badInput, path: self.path, "a text's file needs a path") }
        return try write { db in
            try db.execute(sql: """
                INSERT INTO reading_text (title, path, opened_at) VALUES (?, ?, ?)
                ON CONFLICT (path) DO UPDATE SET opened_at = excluded.opened_at, title = excluded.title
                """, arguments: [title, path, now.secondsSince1970])
            return try Self.readingRow(sql: "SELECT id, title, path, position, opened_at FROM reading_text WHERE path = ?", [path], in: db)!
        }
    }

    /// Keeps a pasted text, opened at `now`.
    public func addReadingPaste(_ content: String, title: String, at now: Timestamp) throws(UserDataError) -> ReadingTextRow {
        try write { db in
            try db.execute(sql: "INSERT INTO reading_text (title, content, opened_at) VALUES (?, ?, ?)",
                           arguments: [title, content, now.secondsSince1970])
            return ReadingTextRow(id: db.lastInsertedRowID, title: title, path: nil, position: 0, openedAt: now)
        }
    }

    /// Marks text `id` opened at `now`. - Returns: its row, or `nil` when it is gone.
    public func touchReadingText(id: Int64, at now: Timestamp) throws(UserDataError) -> ReadingTextRow? {
        try write { db in
            try db.execute(sql: "UPDATE reading_text SET opened_at = ? WHERE id = ?", arguments: [now.secondsSince1970, id])
            return try Self.readingRow(sql: "SELECT id, title, path, position, opened_at FROM reading_text WHERE id = ?", [id], in: db)
        }
    }

    /// Stores where the reading is in text `id` (a byte offset, 0 or more).
    public func saveReadingPosition(_ position: Int, ofText id: Int64) throws(UserDataError) {
        guard position >= 0 else { throw UserDataError(.badInput, path: path, "a reading position must be 0 or more, not \(position)") }
        try write { db in
            try db.execute(sql: "UPDATE reading_text SET position = ? WHERE id = ?", arguments: [position, id])
        }
    }

    /// Deletes text `id` and all that is kept of it (the entry choices v10 kept for it go with it: `ON DELETE CASCADE`;
    /// the choices made since hold for every text and stay). Only rows of the database: a file the text was read from
    /// is not touched.
    public func removeReadingText(id: Int64) throws(UserDataError) {
        try write { db in
            try db.execute(sql: "DELETE FROM reading_text WHERE id = ?", arguments: [id])
        }
    }

    // MARK: - Reading

    /// How many texts there are.
    public func readingTextCount() throws(UserDataError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reading_text") ?? 0 }
    }

    /// The texts last opened first, from `offset`, at most `limit`, along the newest-first index (no content read).
    public func readingTexts(offset: Int, limit: Int) throws(UserDataError) -> [ReadingTextRow] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, title, path, position, opened_at FROM reading_text
                ORDER BY opened_at DESC, id DESC LIMIT ? OFFSET ?
                """, arguments: [max(limit, 0), max(offset, 0)]).map(Self.readingRow)
        }
    }

    /// The content of pasted text `id`; `nil` for a file or a text that is gone.
    public func readingContent(id: Int64) throws(UserDataError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT content FROM reading_text WHERE id = ?", arguments: [id]) }
    }

    // MARK: - Rows

    private static func readingRow(sql: String, _ arguments: StatementArguments, in db: Database) throws -> ReadingTextRow? {
        try Row.fetchOne(db, sql: sql, arguments: arguments).map(readingRow)
    }

    private static func readingRow(_ row: Row) -> ReadingTextRow {
        ReadingTextRow(id: row["id"], title: row["title"], path: row["path"], position: row["position"],
                       openedAt: Timestamp(secondsSince1970: row["opened_at"]))
    }
}

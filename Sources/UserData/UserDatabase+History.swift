import Foundation
import GRDB

/// The history: one row per item, the last time it was opened, newest first.
extension UserDatabase {
    // MARK: - Writing

    /// Records that `item` was opened at `date`, moving its one row to the top. Committed on return.
    /// - Throws: `.badInput` for an empty key; otherwise a write failure naming the file.
    public func record(_ item: RecordedItem, at date: Date) throws(UserDataError) {
        guard !item.key.isEmpty else {
            throw UserDataError(.badInput, path: path, "a history item needs a key (the kanji or the word), not an empty string")
        }
        try write { db in
            // REPLACE deletes the old row and inserts a new one: its larger id also orders two openings
            // within the same millisecond.
            try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO history (kind, key, reading, opened_at_ms) VALUES (?, ?, ?, ?)
                """).execute(arguments: [item.kind.rawValue, item.key, item.reading ?? "", Self.milliseconds(date)])
        }
    }

    /// Removes `item`'s row. - Returns: whether there was one.
    @discardableResult
    public func delete(_ item: RecordedItem) throws(UserDataError) -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM history WHERE kind = ? AND key = ? AND reading = ?",
                           arguments: [item.kind.rawValue, item.key, item.reading ?? ""])
            return db.changesCount > 0
        }
    }

    /// Empties the history. - Returns: how many rows were removed.
    @discardableResult
    public func clearHistory() throws(UserDataError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM history")
            return db.changesCount
        }
    }

    // MARK: - Reading

    /// The history, newest first: the rows from position `offset` on (0 is the newest), walked along the
    /// `history_newest_first` index, so a screen reads the page it shows and not every row before it.
    /// - Parameters:
    ///   - offset: how many of the newest rows to skip; 0 or more.
    ///   - limit: at most this many rows; `nil` for all.
    public func history(offset: Int = 0, limit: Int? = nil) throws(UserDataError) -> [HistoryRow] {
        if let limit, limit < 0 {
            throw UserDataError(.badInput, path: path, "a history limit must be 0 or more, not \(limit)")
        }
        guard offset >= 0 else {
            throw UserDataError(.badInput, path: path, "a history offset must be 0 or more, not \(offset)")
        }
        return try read { db in
            try Row.fetchAll(db, sql: """
                SELECT kind, key, reading, opened_at_ms FROM history
                ORDER BY opened_at_ms DESC, id DESC LIMIT ? OFFSET ?
                """, arguments: [limit ?? -1, offset]).compactMap(Self.historyRow)
        }
    }

    // MARK: - Rows

    /// A database row as a history row; the table's CHECK keeps every kind one this program knows.
    private static func historyRow(_ row: Row) -> HistoryRow? {
        guard let kind = RecordedItem.Kind(rawValue: row["kind"]) else { return nil }
        let item = RecordedItem(kind: kind, key: row["key"], reading: row["reading"])
        let milliseconds: Int64 = row["opened_at_ms"]
        return HistoryRow(item: item, openedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }

    /// Whole milliseconds since 1970, rounded down, as the file keeps them.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}

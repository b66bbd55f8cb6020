import GRDB

/// What a screen showing a window of the history asks besides the rows themselves: how many there are, and
/// where an item stands, so its cursor can stay on the item across a refresh without reading the rows above it.
extension UserDatabase {
    /// How many items the history holds.
    public func historyCount() throws(UserDataError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM history") ?? 0 }
    }

    /// `item`'s position in the history, newest first (0 is the newest), or `nil` when it is not there.
    ///
    /// Found through the UNIQUE index on the item, then counted along `history_newest_first` over the rows that
    /// sort before it: an index range, no row of the table read.
    public func historyPosition(of item: RecordedItem) throws(UserDataError) -> Int? {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT COUNT(*) FROM history AS newer
                        WHERE (newer.opened_at_ms, newer.id) > (found.opened_at_ms, found.id))
                FROM history AS found WHERE found.kind = ? AND found.key = ? AND found.reading = ?
                """, arguments: [item.kind.rawValue, item.key, item.reading ?? ""])
        }
    }
}

import FSRS
import GRDB

/// The link to the running Anki (`anki_link`, `anki_outbox`, schema v14): its settings, and the queue of notes on
/// their way. A note is queued in the same call as the keep that made it, read back oldest first by whoever sends
/// (the browser after a keep, `anki send`), and marked delivered once Anki has it — so a crash between sending and
/// marking leaves it waiting, and the sender's duplicate check finds it in Anki the next time (``AnkiDelivery/present``).
extension UserDatabase {
    /// The settings `anki setup` saved, as JSON; `nil` when it never ran.
    public func ankiLinkSettings() throws(UserDataError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT settings FROM anki_link WHERE id = 1") }
    }

    /// Saves the settings (JSON), replacing any.
    public func saveAnkiLinkSettings(_ json: String) throws(UserDataError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO anki_link (id, settings) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET settings = excluded.settings
                """, arguments: [json])
        }
    }

    /// Queues a note (JSON) labelled `label`; its row's id.
    @discardableResult
    public func queueAnkiNote(_ note: String, label: String, at time: Timestamp) throws(UserDataError) -> Int64 {
        try write { db in
            try db.execute(sql: "INSERT INTO anki_outbox (label, note, queued_at) VALUES (?, ?, ?)",
                           arguments: [label, note, time.secondsSince1970])
            return db.lastInsertedRowID
        }
    }

    /// The notes waiting, oldest first, at most `limit`.
    public func waitingAnkiNotes(limit: Int = 1000) throws(UserDataError) -> [AnkiOutboxRow] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, label, note, queued_at, attempts, last_error FROM anki_outbox
                WHERE delivered_at IS NULL ORDER BY id LIMIT ?
                """, arguments: [limit]).map { row in
                AnkiOutboxRow(id: row["id"], label: row["label"], note: row["note"],
                              queuedAt: Timestamp(secondsSince1970: row["queued_at"]), attempts: row["attempts"], lastError: row["last_error"])
            }
        }
    }

    /// How many notes wait.
    public func waitingAnkiNoteCount() throws(UserDataError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM anki_outbox WHERE delivered_at IS NULL") ?? 0 }
    }

    /// Marks note `id` delivered: Anki added it as note `ankiNoteID`, or had it already.
    public func markAnkiNoteDelivered(_ id: Int64, as delivery: AnkiDelivery, ankiNoteID: Int64?, at time: Timestamp) throws(UserDataError) {
        try write { db in
            try db.execute(sql: """
                UPDATE anki_outbox SET delivered_at = ?, outcome = ?, anki_note_id = ?, last_error = NULL
                WHERE id = ? AND delivered_at IS NULL
                """, arguments: [time.secondsSince1970, delivery.rawValue, ankiNoteID, id])
        }
    }

    /// Notes that sending note `id` failed with `message`; it keeps waiting.
    public func noteAnkiFailure(_ id: Int64, message: String) throws(UserDataError) {
        try write { db in
            try db.execute(sql: "UPDATE anki_outbox SET attempts = attempts + 1, last_error = ? WHERE id = ? AND delivered_at IS NULL",
                           arguments: [message, id])
        }
    }
}

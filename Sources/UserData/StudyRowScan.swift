import FSRS
import GRDB
import GRDBSQLite

/// Reads `study_card` rows straight from SQLite's columns: `study list` and `study export` read every card, and
/// GRDB's `Row`, which boxes each value, took 26 ms for 5,000 cards in release (this takes a fraction).
enum StudyRowScan {
    /// The columns `rows` reads, in the order it reads them by position.
    static let columns = """
        id, kind, key, reading, state, step, stability, difficulty, due, last_review, added_at, \
        sentence, sentence_mark_start, sentence_mark_length, source, frequency_rank, suspended, buried_until, leech, card_kind
        """

    /// The condition a review's card meets at the time bound to its one `?`: neither suspended nor buried past that
    /// time (schema v9). Suspended and buried cards stay in the list and keep their schedules; reviews and the
    /// counts of cards due pass them over.
    static let shownInReviews = "suspended = 0 AND IFNULL(buried_until, 0) <= ?"

    /// Every row `sql` (a SELECT of `columns`) gives with `arguments`, in its order; a row whose kind, state or card
    /// kind this program does not know (the table's CHECKs allow none) is passed over, and one whose stability or
    /// difficulty is no finite number is damage (`StoredNumber`).
    static func rows(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [StudyRow] {
        try rows(db.makeStatement(sql: sql), arguments: arguments, in: db)
    }

    /// Every row the prepared `statement` (a SELECT of `columns`, perhaps one of the connection's cached
    /// statements) gives with `arguments`.
    static func rows(_ statement: Statement, arguments: StatementArguments, in db: Database) throws -> [StudyRow] {
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var rows: [StudyRow] = []
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
            }
            if let row = try row(handle) { rows.append(row) }
        }
        return rows
    }

    private static func row(_ handle: SQLiteStatement) throws -> StudyRow? {
        guard let kind = RecordedItem.Kind(rawValue: text(handle, 1)),
              let state = CardState(rawValue: Int(sqlite3_column_int64(handle, 4))),
              let cardKind = CardKind(rawValue: text(handle, 19)) else {
            return nil
        }
        let id = sqlite3_column_int64(handle, 0)
        let owner = "study card \(id) (\(text(handle, 2)), \(cardKind.rawValue))"
        let card = Card(
            id: id, state: state,
            step: isNull(handle, 5) ? nil : Int(sqlite3_column_int64(handle, 5)),
            stability: try StoredNumber.finite(handle, 6, field: "stability", of: owner),
            difficulty: try StoredNumber.finite(handle, 7, field: "difficulty", of: owner),
            due: Timestamp(secondsSince1970: sqlite3_column_int64(handle, 8)),
            lastReview: isNull(handle, 9) ? nil : Timestamp(secondsSince1970: sqlite3_column_int64(handle, 9)))
        return StudyRow(item: RecordedItem(kind: kind, key: text(handle, 2), reading: text(handle, 3)), card: card,
                        addedAt: Timestamp(secondsSince1970: sqlite3_column_int64(handle, 10)), sentence: sentence(handle),
                        frequencyRank: isNull(handle, 15) ? nil : Int(sqlite3_column_int64(handle, 15)),
                        setAside: StudySetAside(isSuspended: sqlite3_column_int64(handle, 16) != 0,
                                                buriedUntil: isNull(handle, 17) ? nil : Timestamp(secondsSince1970: sqlite3_column_int64(handle, 17)),
                                                isLeech: sqlite3_column_int64(handle, 18) != 0),
                        cardKind: cardKind)
    }

    /// The sentence columns (11–14); the table's CHECK keeps the sentence and its mark all set or all NULL.
    private static func sentence(_ handle: SQLiteStatement) -> StudySentence? {
        guard !isNull(handle, 11), !isNull(handle, 12), !isNull(handle, 13) else { return nil }
        return StudySentence(text: text(handle, 11), markStart: Int(sqlite3_column_int64(handle, 12)),
                             markLength: Int(sqlite3_column_int64(handle, 13)), source: isNull(handle, 14) ? nil : text(handle, 14))
    }

    private static func isNull(_ handle: SQLiteStatement, _ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// The column's text as UTF-8 (SQLite's own conversion), empty for NULL.
    private static func text(_ handle: SQLiteStatement, _ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

import GRDB
import GRDBSQLite

/// A REAL column of the study tables (a card's stability and difficulty, and a review's before it) read as damage unless
/// it holds a finite number or NULL. SQLite keeps whatever was written there — the text 'nan', an infinity from 9e999 —
/// and read as a Double that is 0 for a text and infinity for the other, which `study export --json` failed on with a
/// raw `EncodingError` (JSON has no infinity) and FSRS would schedule by. Damage is thrown as SQLite's own
/// (`SQLITE_CORRUPT`), so every reader reports it as it reports a damaged page: the file named, exit status 2,
/// nothing more written to it.
enum StoredNumber {
    /// Column `column` of the current row of `handle`, `nil` for NULL.
    /// - Throws: a `DatabaseError` naming `owner` ("study card 2 (本, recognition)") and `field` when it is not finite.
    static func finite(_ handle: SQLiteStatement, _ column: Int32, field: String, of owner: @autoclosure () -> String) throws -> Double? {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_NULL:
            return nil
        case SQLITE_INTEGER:
            return Double(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            let value = sqlite3_column_double(handle, column)
            guard value.isFinite else { throw damage(owner(), field, "\(value)") }
            return value
        default:
            let text = sqlite3_column_text(handle, column).map { String(cString: $0) } ?? ""
            throw damage(owner(), field, "the text '\(text.prefix(40))'")
        }
    }

    /// `value` (a `Row`'s column), `nil` for NULL; damage as `finite(_:_:field:of:)` says.
    static func finite(_ value: DatabaseValue, field: String, of owner: @autoclosure () -> String) throws -> Double? {
        switch value.storage {
        case .null:
            return nil
        case .int64(let integer):
            return Double(integer)
        case .double(let double):
            guard double.isFinite else { throw damage(owner(), field, "\(double)") }
            return double
        case .string(let text):
            throw damage(owner(), field, "the text '\(text.prefix(40))'")
        case .blob:
            throw damage(owner(), field, "a blob")
        }
    }

    private static func damage(_ owner: String, _ field: String, _ found: String) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_CORRUPT, message: "\(owner): its \(field) is \(found), not a finite number")
    }
}

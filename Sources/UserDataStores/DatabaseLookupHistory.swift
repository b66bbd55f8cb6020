import Foundation
import Browser
import UserData

/// The browser's history on the user database: every kanji and word opened is committed to the file before the
/// screen moves on, so it is there tomorrow, after a crash or a `kill -9`.
///
/// The History tab reads it a page at a time (``entries(offset:limit:)``, an index walk), so showing the tab costs
/// the rows on screen, not the whole history.
///
/// A database that cannot be opened or written does not stop the browser: ``problem`` says why in one line
/// naming the file, the History tab shows it, and nothing more is recorded this session. The file itself is
/// never touched again by us after such an error (the user database never deletes, truncates or "repairs").
public final class DatabaseLookupHistory: LookupHistory {
    /// Strong: the connection lives as long as the browser. `nil` when the file could not be opened.
    private var database: UserDatabase?
    public private(set) var problem: String?

    /// - Parameter opened: the user database, or why it could not be opened (the browser then runs without
    ///   recording and says why).
    public init(opened: Result<UserDatabase, UserDataError>) {
        switch opened {
        case .success(let database): self.database = database
        case .failure(let error): problem = error.message
        }
    }

    public func record(_ item: LookupItem) throws(LookupHistoryError) {
        if let failure = write({ (database) throws(UserDataError) in try database.record(RecordedItem(item), at: Date()) }) {
            throw LookupHistoryError(message: failure)
        }
    }

    public func count() -> Int {
        reading { (database) throws(UserDataError) in try database.historyCount() } ?? 0
    }

    public func entries(offset: Int, limit: Int) -> [HistoryEntry] {
        reading { (database) throws(UserDataError) in try database.history(offset: offset, limit: limit).map(Self.entry) } ?? []
    }

    public func position(of item: LookupItem) -> Int? {
        reading { (database) throws(UserDataError) in try database.historyPosition(of: RecordedItem(item)) } ?? nil
    }

    public func delete(_ item: LookupItem) {
        _ = write { (database) throws(UserDataError) in _ = try database.delete(RecordedItem(item)) }
    }

    public func clear() {
        _ = write { (database) throws(UserDataError) in _ = try database.clearHistory() }
    }

    // MARK: Private

    /// Runs one read; a failure reads as nothing and says why in ``problem`` (the tab shows it).
    private func reading<Value>(_ body: (UserDatabase) throws(UserDataError) -> Value) -> Value? {
        guard let database else { return nil }
        do {
            return try body(database)
        } catch {
            problem = error.message
            return nil
        }
    }

    /// Runs one committed write; a failure stops recording and says why in ``problem`` from then on.
    /// - Returns: why this write failed, or `nil` when it was committed or skipped (already not recording).
    private func write(_ body: (UserDatabase) throws(UserDataError) -> Void) -> String? {
        guard let database, problem == nil else { return nil }
        do {
            try body(database)
            return nil
        } catch {
            problem = error.message + " (not recording)"
            self.database = nil
            return error.message
        }
    }

    /// A row as the screens see it.
    private static func entry(_ row: HistoryRow) -> HistoryEntry {
        HistoryEntry(item: row.item.lookupItem, openedAt: Int64(row.openedAt.timeIntervalSince1970.rounded(.down)))
    }
}

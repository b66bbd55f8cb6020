import Browser
import FSRS
import Segmentation
import UserData

/// The Read tab's texts on the user database: every text opened and every reading position is committed to the
/// file, so the reading goes on tomorrow where it stopped. The list reads a page at a time.
///
/// A database that cannot be opened or written does not stop the reader: ``problem`` says why in one line naming
/// the file, the Read tab shows it, and texts are then read without being remembered.
public final class DatabaseReadingLibrary: ReadingLibrary {
    /// Strong: the connection lives as long as the browser. `nil` when the file could not be opened.
    private let database: UserDatabase?
    public private(set) var problem: String?

    public init(opened: Result<UserDatabase, UserDataError>) {
        switch opened {
        case .success(let database): self.database = database
        case .failure(let error):
            database = nil
            problem = error.message
        }
    }

    public func count() -> Int {
        (try? run { (database) throws(UserDataError) in try database.readingTextCount() }) ?? 0
    }

    public func entries(offset: Int, limit: Int) -> [ReadingEntry] {
        (try? run { (database) throws(UserDataError) in try database.readingTexts(offset: offset, limit: limit).map(Self.entry) }) ?? []
    }

    public func open(file path: String, title: String, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        try run { (database) throws(UserDataError) in Self.entry(try database.openReadingFile(path: path, title: title, at: now)) }
    }

    public func addPasted(_ content: String, title: String, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        try run { (database) throws(UserDataError) in Self.entry(try database.addReadingPaste(content, title: title, at: now)) }
    }

    public func reopen(_ entry: ReadingEntry, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        let row = try run { (database) throws(UserDataError) in try database.touchReadingText(id: entry.id, at: now) }
        guard let row else { throw ReadingLibraryError(message: "\(entry.title) is no longer in the library") }
        return Self.entry(row)
    }

    public func content(of entry: ReadingEntry) -> String? {
        (try? run { (database) throws(UserDataError) in try database.readingContent(id: entry.id) }) ?? nil
    }

    public func savePosition(_ position: Int, of entry: ReadingEntry) throws(ReadingLibraryError) {
        try run { (database) throws(UserDataError) in try database.saveReadingPosition(position, ofText: entry.id) }
    }

    public func entryChoices() -> EntryChoices {
        let rows = (try? run { (database) throws(UserDataError) in try database.entryChoices() }) ?? []
        return EntryChoices(rows.map { EntryChoice(dictionaryForm: $0.dictionaryForm, surface: $0.surface, sequence: $0.sequence) })
    }

    public func saveEntryChoices(_ changes: EntryChoices.Changes) throws(ReadingLibraryError) {
        let chosen = changes.chosen.map { EntryChoiceRow(dictionaryForm: $0.dictionaryForm, surface: $0.surface, sequence: $0.sequence) }
        let cleared = changes.cleared.map { (dictionaryForm: $0.dictionaryForm, surface: $0.surface) }
        try run { (database) throws(UserDataError) in try database.saveEntryChoices(chosen: chosen, cleared: cleared) }
    }

    public func remove(_ entry: ReadingEntry) throws(ReadingLibraryError) {
        try run { (database) throws(UserDataError) in try database.removeReadingText(id: entry.id) }
    }

    // MARK: Private

    /// Runs one read or committed write; a failure says why in ``problem`` (the Read tab shows it).
    private func run<Value>(_ body: (UserDatabase) throws(UserDataError) -> Value) throws(ReadingLibraryError) -> Value {
        guard let database else { throw ReadingLibraryError(message: problem ?? "no user database") }
        do {
            return try body(database)
        } catch {
            problem = error.message
            throw ReadingLibraryError(message: error.message)
        }
    }

    private static func entry(_ row: ReadingTextRow) -> ReadingEntry {
        ReadingEntry(id: row.id, title: row.title, source: row.path.map { .file(path: $0) } ?? .pasted, position: row.position, openedAt: row.openedAt)
    }
}

import FSRS
import Segmentation

/// A text the person has read: a file (read again from its path when opened) or a pasted text (kept whole), with
/// where they were in it.
nonisolated public struct ReadingEntry: Sendable, Hashable, Codable {
    /// Where the text comes from.
    public enum Source: Sendable, Hashable, Codable {
        /// A file, by the path it was opened with (`kanji-tui read FILE`).
        case file(path: String)
        /// Text pasted into the Read tab, or piped to `kanji-tui read -`: the library keeps its content.
        case pasted
    }

    /// The entry's identity in the library, unique for the life of the file.
    public let id: Int64
    /// The file's name or the pasted text's first words: the list's label and the mined sentences' source.
    public let title: String
    public let source: Source
    /// Where the reading was: the byte offset of the word the cursor was on (of a line's start, where it was saved
    /// before the position was the word; the reader opens on that line's first word).
    public let position: Int
    /// When it was last opened.
    public let openedAt: Timestamp

    public init(id: Int64, title: String, source: Source, position: Int, openedAt: Timestamp) {
        self.id = id
        self.title = title
        self.source = source
        self.position = position
        self.openedAt = openedAt
    }
}

/// Why the library could not do what it was asked, in one line naming the file; nothing saved is lost.
public struct ReadingLibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// The texts read before, newest first, and where the person was in each. The app gives the user database
/// (`DatabaseReadingLibrary`); tests give `InMemoryReadingLibrary` (TestSupport), the shape it must match.
public protocol ReadingLibrary: AnyObject {
    /// How many texts it holds.
    func count() -> Int
    /// The texts last opened first, from position `offset`, at most `limit`: the Read tab reads the page it shows.
    func entries(offset: Int, limit: Int) -> [ReadingEntry]
    /// Adds the file at `path` (its `title` shown), or marks it opened now when it is there: its position stays.
    @discardableResult
    func open(file path: String, title: String, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry
    /// Keeps a pasted text as a new entry, opened now.
    @discardableResult
    func addPasted(_ content: String, title: String, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry
    /// Marks a text opened now (it moves to the top of the list); returns it as stored.
    @discardableResult
    func reopen(_ entry: ReadingEntry, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry
    /// The content of a pasted text; `nil` for a file or an entry that is gone.
    func content(of entry: ReadingEntry) -> String?
    /// Remembers where the reading is in `entry` (a byte offset of the text).
    func savePosition(_ position: Int, of entry: ReadingEntry) throws(ReadingLibraryError)
    /// The entries chosen with `e`/`E`, each the default for its word in every text (issue 45); none before any was.
    func entryChoices() -> EntryChoices
    /// Remembers the entries chosen and taken back since the choices were read (``EntryChoices/changes(since:)``),
    /// leaving every other word's choice as it is.
    func saveEntryChoices(_ changes: EntryChoices.Changes) throws(ReadingLibraryError)
    /// Forgets `entry` whole: its row, its pasted content and its position (the entries chosen hold for every text, and
    /// stay). A file it was read from is never touched.
    func remove(_ entry: ReadingEntry) throws(ReadingLibraryError)
    /// Why nothing can be remembered (a damaged file …), or `nil` while all is well.
    var problem: String? { get }
}

extension ReadingLibrary {
    /// The library as the Read tab's list reads it: a page at a time.
    func pagedEntries() -> PagedList<ReadingEntry> {
        PagedList(count: count(), read: { [self] range in entries(offset: range.lowerBound, limit: range.count) }, position: { _ in nil })
    }
}

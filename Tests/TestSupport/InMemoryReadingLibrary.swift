import Browser
import FSRS
import Segmentation

/// The reading library in memory: the shape `DatabaseReadingLibrary` must match, for the view-model tests and
/// the walks. Counts what was read, so a test can tell the list reads a page, not every text.
public final class InMemoryReadingLibrary: ReadingLibrary {
    private var stored: [ReadingEntry] = []
    private var contents: [Int64: String] = [:]
    private var choices = EntryChoices()
    private var nextID: Int64 = 1
    /// How many entries were read through ``entries(offset:limit:)``.
    public private(set) var entriesRead = 0
    public var problem: String?
    /// Set to make adding and removing a text fail with this message (a read-only file, a full disk).
    public var failingWrites: String?
    /// Every write the Read tab and the reader make before their frame (adding a paste, opening, removing), oldest
    /// first, as the browser's ``UserWrite`` names it: a test compares it with the browser's writer's journal.
    /// `nil`, recording nothing, until a test sets
    /// it to `[]` after its setup (the walks and the benchmarks never do, so it never grows).
    public var recordedWrites: [UserWrite]?

    public init() {}

    public func count() -> Int { stored.count }

    public func entries(offset: Int, limit: Int) -> [ReadingEntry] {
        let page = Array(newestFirst.dropFirst(offset).prefix(limit))
        entriesRead += page.count
        return page
    }

    public func open(file path: String, title: String, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        if let known = stored.first(where: { $0.source == .file(path: path) }) { return try markOpened(known, now: now) }
        return insert(ReadingEntry(id: takeID(), title: title, source: .file(path: path), position: 0, openedAt: now))
    }

    public func addPasted(_ content: String, title: String, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        recordedWrites?.append(.addPastedText(content, title: title))
        if let failingWrites { throw ReadingLibraryError(message: failingWrites) }
        let entry = insert(ReadingEntry(id: takeID(), title: title, source: .pasted, position: 0, openedAt: now))
        contents[entry.id] = content
        return entry
    }

    public func reopen(_ entry: ReadingEntry, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        recordedWrites?.append(.reopenText(entry))
        return try markOpened(entry, now: now)
    }

    /// ``reopen(_:now:)`` unrecorded: also how ``open(file:title:now:)`` opens a file read before.
    private func markOpened(_ entry: ReadingEntry, now: Timestamp) throws(ReadingLibraryError) -> ReadingEntry {
        guard let index = stored.firstIndex(where: { $0.id == entry.id }) else { throw ReadingLibraryError(message: "\(entry.title) is no longer in the library") }
        let old = stored[index]
        stored[index] = ReadingEntry(id: old.id, title: old.title, source: old.source, position: old.position, openedAt: now)
        return stored[index]
    }

    public func content(of entry: ReadingEntry) -> String? { contents[entry.id] }

    public func savePosition(_ position: Int, of entry: ReadingEntry) throws(ReadingLibraryError) {
        guard let index = stored.firstIndex(where: { $0.id == entry.id }) else { return }
        let old = stored[index]
        stored[index] = ReadingEntry(id: old.id, title: old.title, source: old.source, position: position, openedAt: old.openedAt)
    }

    public func entryChoices() -> EntryChoices { choices }

    public func saveEntryChoices(_ changes: EntryChoices.Changes) throws(ReadingLibraryError) {
        var saved = Dictionary(uniqueKeysWithValues: choices.saved.map { (EntryChoices.Word(dictionaryForm: $0.dictionaryForm, surface: $0.surface), $0) })
        for word in changes.cleared { saved[word] = nil }
        for choice in changes.chosen { saved[EntryChoices.Word(dictionaryForm: choice.dictionaryForm, surface: choice.surface)] = choice }
        choices = EntryChoices(Array(saved.values))
    }

    public func remove(_ entry: ReadingEntry) throws(ReadingLibraryError) {
        recordedWrites?.append(.removeText(entry))
        if let failingWrites { throw ReadingLibraryError(message: failingWrites) }
        stored.removeAll { $0.id == entry.id }
        contents[entry.id] = nil
    }

    /// The stored entry `id`, as the library holds it now.
    public func entry(id: Int64) -> ReadingEntry? { stored.first { $0.id == id } }

    private var newestFirst: [ReadingEntry] {
        stored.sorted { ($0.openedAt.secondsSince1970, $0.id) > ($1.openedAt.secondsSince1970, $1.id) }
    }

    private func takeID() -> Int64 {
        defer { nextID += 1 }
        return nextID
    }

    private func insert(_ entry: ReadingEntry) -> ReadingEntry {
        stored.append(entry)
        return entry
    }
}

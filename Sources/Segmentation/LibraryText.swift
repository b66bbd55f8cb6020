/// A text of the Read library as its sentence index is made: its title, the name the cache keys it by, its bytes,
/// and how the reader opens it — what `kanji-tui sentences` (from the user database) and the browser's i+1 screen
/// (from its reading library) both hand to ``LibraryIndexing``.
public struct LibraryText {
    /// The title the Read tab lists it under.
    public let title: String
    /// What the cache keys the text by besides its bytes: its path, "" for a paste (``SentenceIndexKey``).
    public let name: String
    /// Its bytes, read when the index is looked for: what names its cached index.
    public let content: () throws(SegmentationError) -> [UInt8]
    /// The text opened as the reader opens it, read only when its index must be made.
    public let open: () throws(SegmentationError) -> ReadingText

    /// A file read again from its path, as the reader reads it (an EPUB or a page extracted again).
    public init(file path: String, title: String) {
        self.title = title
        name = path
        content = { () throws(SegmentationError) in try TextFile.read(path) }
        open = { () throws(SegmentationError) in try TextFile.readingText(at: path).text }
    }

    /// A pasted text, kept whole by the library.
    public init(pasted: String, title: String) {
        self.title = title
        name = ""
        content = { Array(pasted.utf8) }
        open = { () throws(SegmentationError) in try ReadingText.reading(pasted, name: "") }
    }
}

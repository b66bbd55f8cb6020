/// What `dict list` shows of an installed dictionary, kept as `info.json` in its folder: its index and what the
/// import counted.
public struct InstalledDictionary: Sendable, Equatable, Codable {
    public var index: DictionaryIndex
    public var terms: Int
    public var termMeta: Int
    public var kanji: Int
    public var kanjiMeta: Int
    public var tags: Int
    /// The bytes its folder takes on disk.
    public var bytes: Int

    public var title: String { index.title }
    public var revision: String { index.revision }
}

/// The files of an installed dictionary's folder, each a ``KeyedRecordWriter`` file with its magic.
enum DictionaryFile: String, CaseIterable {
    /// Terms by expression; the values are version 3 rows.
    case terms = "terms.bin"
    /// Term positions (in terms.bin) by reading, for the terms whose reading is not their expression.
    case readings = "readings.bin"
    case termMeta = "term-meta.bin"
    case kanji = "kanji.bin"
    case kanjiMeta = "kanji-meta.bin"
    /// Tags by name: the tag banks' and the index's obsolete tagMeta.
    case tags = "tags.bin"

    static let info = "info.json"

    var magic: String {
        switch self {
        case .terms: "KTYTERMS"
        case .readings: "KTYREADS"
        case .termMeta: "KTYTMETA"
        case .kanji: "KTYKANJI"
        case .kanjiMeta: "KTYKMETA"
        case .tags: "KTYTAGS\0"
        }
    }
}

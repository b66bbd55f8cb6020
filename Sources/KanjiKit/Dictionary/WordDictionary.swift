/// The complete JMdict, ranked and indexed at `make data` time (`Resources/words.bin`), read in place.
///
/// Opening maps the file and checks its header (microseconds, no parsing); a lookup decodes a few index
/// blocks and the records it returns. Words are numbered by rank, so every list it gives is in the one
/// rank order of `tools/generate_words.py`.
///
/// ```swift
/// let dictionary = try WordDictionary(directory: DataLocation.directory(explicit: nil))
/// try dictionary.search("nihon", limit: 5).first?.entry.headword         // "日本"
/// try dictionary.words(containing: "食", limit: 5).map(\.headword)       // ["食べる", "食事", …]
/// try dictionary.entries(headword: "１日").map(\.reading)              // the 一日 read ついたち and いちにち
/// ```
public final class WordDictionary: Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "words.bin"
    static let magic = Array("KTWORDS\0".utf8)
    static let formatVersion: UInt32 = 3
    static let sectionNames = ["tags", "records", "forms", "glosses", "words", "kanji"]

    public var path: String { file.path }
    let file: MappedFile
    let tags: [String]
    let records: SectionTable
    let forms: KeyIndex
    let glosses: KeyIndex
    let glossWords: KeyIndex
    let kanji: KeyIndex

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        file = try MappedFile(path: path)
        let formatError = DatasetError(file: path, problem: "not a kanji-tui words file (version \(Self.formatVersion)); regenerate it with 'make data'")
        // Copied out, never read in place (`SectionTable`): a fault on the header would map the page cache's
        // large folio around it, the first 2 MB of the file and with them 1.2 MB of records.
        let headerLength = 16 + Self.sectionNames.count * 8
        guard let header = try? file.read(at: 0, count: headerLength, { Array($0) }), Array(header[0..<8]) == Self.magic,
              Self.uint32(header, at: 8) == Self.formatVersion, Self.uint32(header, at: 12) == UInt32(Self.sectionNames.count) else {
            throw formatError
        }
        var sections: [SectionTable] = []
        for (position, name) in Self.sectionNames.enumerated() {
            let offset = Int(Self.uint32(header, at: 16 + position * 8)), length = Int(Self.uint32(header, at: 20 + position * 8))
            guard offset + length <= file.count else {
                throw DatasetError(file: path, problem: "the \(name) section is truncated; regenerate it with 'make data'")
            }
            sections.append(try SectionTable(file: file, offset: offset, length: length, name: name))
        }
        var tags: [String] = []
        for index in 0..<sections[0].count {
            guard let tag = try sections[0].readItem(index, { String(validating: $0, as: UTF8.self) }), let tag else { throw formatError }
            tags.append(tag)
        }
        self.tags = tags
        records = sections[1]
        forms = KeyIndex(sections[2])
        glosses = KeyIndex(sections[3])
        glossWords = KeyIndex(sections[4])
        kanji = KeyIndex(sections[5])
    }

    /// Opens `words.bin` in a data directory (see `DataLocation`).
    public convenience init(directory: String) throws(DatasetError) {
        try self.init(path: directory + "/" + Self.fileName)
    }

    /// How many words the dictionary holds.
    public var count: Int { records.count }

    /// The word of rank `rank` (1 is the most common).
    /// - Throws: `DatasetError` when `rank` is out of range or its record is malformed.
    public func entry(rank: Int) throws(DatasetError) -> DictionaryEntry {
        // Copied out, not read in place: a search decodes a hundred records spread over 19 MB, and each
        // record read in place would keep 64 KB of the file resident (see `MappedFile`).
        guard let decoded = try records.readItem(rank - 1, { DictionaryRecord.entry($0, rank: rank, tags: tags) }), let entry = decoded else {
            throw DatasetError(file: path, problem: "word \(rank) is missing or malformed; regenerate the file with 'make data'")
        }
        return entry
    }

    /// Every entry with a form (kanji or kana) equal to `headword`, ignoring width and script of kana
    /// (１日 finds the entries of 一日, and ついたち its entry too): those whose matching form is common first,
    /// rare and out-dated forms last, each class by rank.
    public func entries(headword: String) throws(DatasetError) -> [DictionaryEntry] {
        let key = DictionaryKey.form(headword)
        return try entries(ranked: forms.postings(of: key))
    }

    /// The words written with `kanji` in any of their forms, by rank; at most `limit` of them.
    public func words(containing kanji: Character, limit: Int = .max) throws(DatasetError) -> [DictionaryEntry] {
        try entries(ranked: self.kanji.postings(of: Array(String(kanji).utf8), limit: limit))
    }

    /// How many words are written with `kanji`, without reading them.
    public func wordCount(containing kanji: Character) -> Int {
        self.kanji.postingCount(of: Array(String(kanji).utf8))
    }

    /// The entries of postings (word numbers, with the later-sense bit of the gloss indexes cleared).
    func entries(ranked postings: [UInt32]) throws(DatasetError) -> [DictionaryEntry] {
        var entries: [DictionaryEntry] = []
        for posting in postings {
            entries.append(try entry(rank: Self.wordNumber(posting) + 1))
        }
        return entries
    }

    /// The little-endian `UInt32` at `offset` of `bytes`.
    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    /// The word number of a posting: in the gloss indexes bit 31 says that a gloss matched outside the first
    /// sense; in the forms index bits 29–31 hold the class of the form a key matched (`formClassShift`).
    static func wordNumber(_ posting: UInt32) -> Int {
        Int(posting & 0x1FFF_FFFF)
    }

    /// Where a forms-index posting keeps the class of the form it matched: 0 common and the word's first
    /// spelling or reading, 1 common, 2 less common, 3 untagged, 4 rare or out-dated (`form_class` in
    /// `tools/generate_words.py`), so postings sort by it before rank.
    static let formClassShift: UInt32 = 29

    /// The class of rare, out-dated, irregular and search-only forms.
    static let unusualFormClass: UInt32 = 4
}

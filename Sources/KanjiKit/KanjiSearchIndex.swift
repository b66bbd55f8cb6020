/// `kanji-search.bin`: the kanji's reading and meaning-word keys, sorted at `make data` time
/// (`tools/kanji_search_index.py`) and read in place, so no screen or command builds a search index.
///
/// Opening maps the file and checks its header (microseconds); a search decodes the index blocks its
/// keys fall in. Kanji are numbered by their position in `kanji.tsv`, which is in `KanjiOrder.standard`,
/// so sorting positions sorts by the standard order. The header names the stamp of the `kanji.tsv` the
/// index was made from: an index made from another file is refused rather than trusted.
public final class KanjiSearchIndex: Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "kanji-search.bin"
    static let magic = Array("KTSEARCH".utf8)
    static let formatVersion: UInt32 = 2
    static let sectionNames = ["kanji", "readings", "meanings", "whole meanings"]
    /// A meaning posting is `position << meaningBits | meaning number`.
    static let meaningBits = 8

    public var path: String { file.path }
    /// The `#end` stamp of the `kanji.tsv` this index was made from.
    public let kanjiFileStamp: String
    private let file: MappedFile
    private let kanji: SectionTable
    let readings: KeyIndex
    let meanings: KeyIndex
    /// Each meaning's words joined by one space → the kanji with that meaning.
    let wholeMeanings: KeyIndex

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        file = try MappedFile(path: path)
        let stampLength = 16
        let headerLength = Self.magic.count + 8 + stampLength
        guard let header = file.bytes(at: 0, count: headerLength), Array(header[0..<8]) == Self.magic,
              file.uint32(at: 8) == Self.formatVersion, file.uint32(at: 12) == UInt32(Self.sectionNames.count),
              let stamp = String(validating: header[16..<headerLength], as: UTF8.self) else {
            throw DatasetError(file: path, problem: "not a kanji-tui search index (version \(Self.formatVersion)); regenerate it with 'make data'")
        }
        var sections: [SectionTable] = []
        for (position, name) in Self.sectionNames.enumerated() {
            guard let offset = file.uint32(at: headerLength + position * 8).map(Int.init),
                  let length = file.uint32(at: headerLength + 4 + position * 8).map(Int.init), offset + length <= file.count else {
                throw DatasetError(file: path, problem: "the \(name) section is truncated; regenerate it with 'make data'")
            }
            sections.append(try SectionTable(file: file, offset: offset, length: length, name: name))
        }
        kanjiFileStamp = stamp
        kanji = sections[0]
        readings = KeyIndex(sections[1])
        meanings = KeyIndex(sections[2])
        wholeMeanings = KeyIndex(sections[3])
    }

    /// Opens `kanji-search.bin` in a data directory (see `DataLocation`).
    public convenience init(directory: String) throws(DatasetError) {
        try self.init(path: directory + "/" + Self.fileName)
    }

    /// How many kanji the index numbers.
    public var count: Int { kanji.count }

    /// The character of the kanji at `position`, or nil when the entry is malformed.
    public func character(at position: Int) -> Unicode.Scalar? {
        guard let bytes = kanji.item(position), bytes.count > 4,
              let text = String(validating: bytes[4...], as: UTF8.self) else { return nil }
        return text.unicodeScalars.first
    }

    /// Where the line of the kanji at `position` starts in `kanji.tsv`.
    func lineOffset(at position: Int) -> Int? {
        guard let bytes = kanji.item(position), bytes.count > 4 else { return nil }
        return Int(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
    }

    /// The position of the kanji written `scalar`, by a scan of the characters (a paste of a few kanji
    /// costs microseconds). Scalars, so a compatibility ideograph (神 U+FA19) never finds its unified twin.
    func position(of scalar: Unicode.Scalar) -> Int? {
        let wanted = Array(String(scalar).utf8)
        return (0..<kanji.count).first { position in
            guard let bytes = kanji.item(position) else { return false }
            return bytes.count == 4 + wanted.count && bytes[4...].elementsEqual(wanted)
        }
    }
}

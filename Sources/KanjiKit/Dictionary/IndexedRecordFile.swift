/// A data file of records behind a fixed-width index, as `tools/generate_pitch.py` (`pitch.bin`) and
/// `tools/generate_names.py` (`names.bin`) write it: a 16-byte header — an 8-byte magic, the format version and the
/// index's entry count, little-endian `UInt32`s —, `count` index entries of `entryLength` bytes, the records' total
/// length (a `UInt32`), then the records. What an index entry holds is its owner's to read.
///
/// Opening checks the header and that the records end where the file does, nothing more: a file of another kind
/// or version, or a truncated one, is refused at once with a message naming it, and opening costs the same whether
/// one record is looked up or none. Every read is copied out with `pread` (``MappedFile/read(at:count:_:)``), so a
/// lookup leaves none of the file resident.
///
/// Public for the dictionaries a learner imports (YomitanDictionaries), which are stored the same way.
public struct IndexedRecordFile: Sendable {
    static let headerLength = 16

    /// Strong: the mapping, unmapped when the last holder lets it go.
    let file: MappedFile
    /// How many index entries there are.
    public let count: Int
    /// Where the records start: after the header, the index and the records' length.
    let recordsOffset: Int

    /// - Parameter kind: what the file is, for the message refusing another ("pitch accent", "names").
    /// - Throws: `DatasetError` when the file is missing, unreadable, of another kind or version, or truncated.
    public init(path: String, magic: String, version: UInt32, entryLength: Int, kind: String) throws(DatasetError) {
        file = try MappedFile(path: path)
        guard let header = try? file.read(at: 0, count: Self.headerLength, { Array($0) }), header[0..<8].elementsEqual(magic.utf8),
              Self.uint32(header, at: 8) == version else {
            throw DatasetError(file: path, problem: "not a kanji-tui \(kind) file (version \(version)); regenerate it with 'make data'")
        }
        count = Int(Self.uint32(header, at: 12))
        recordsOffset = Self.headerLength + count * entryLength + 4
        guard recordsOffset <= file.count,
              let end = try? file.read(at: recordsOffset - 4, count: 4, { Self.uint32(Array($0), at: 0) }),
              recordsOffset + Int(end) == file.count else {
            throw DatasetError(file: path, problem: "the file is truncated; regenerate it with 'make data'")
        }
    }

    public var path: String { file.path }

    /// The two little-endian `UInt32`s at `offset` from the index's start (the header's end).
    public func indexPair(at offset: Int) throws(DatasetError) -> (Int, Int) {
        try file.read(at: Self.headerLength + offset, count: 8) { bytes in
            (Int(Self.uint32(Array(bytes), at: 0)), Int(Self.uint32(Array(bytes), at: 4)))
        }
    }

    /// The records' total length: where the last record ends, from the records' start.
    public func recordsLength() throws(DatasetError) -> Int {
        try file.read(at: recordsOffset - 4, count: 4) { Int(Self.uint32(Array($0), at: 0)) }
    }

    /// Calls `body` with a copy of the record bytes from `start` to `end` (offsets from the records' start).
    public func records<Result>(from start: Int, to end: Int, _ body: (UnsafeRawBufferPointer) -> Result) throws(DatasetError) -> Result {
        try file.read(at: recordsOffset + start, count: end - start, body)
    }

    /// The little-endian `UInt32` at `offset` of `bytes`.
    public static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}

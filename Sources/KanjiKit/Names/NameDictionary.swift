/// The names a reader meets — people, places, organisations — from JMnedict (`Resources/names.bin`, written by
/// `tools/generate_names.py`), read in place.
///
/// Opening maps the file and checks its header and its end, nothing more; a lookup binary-searches the records,
/// sorted by their written form's UTF-8 bytes (18 reads of one short record for 144,000 forms), each copied out
/// with `pread` (`MappedFile.read`), so a lookup leaves none of the file resident and nothing is decoded but the
/// record asked for.
///
/// ```swift
/// let names = try NameDictionary(directory: DataLocation.directory(explicit: nil))
/// try names.entry(written: "田中")?.readings[0]   // たなか: place, surname, female given name · "Tanaka"
/// ```
public final class NameDictionary: Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "names.bin"
    static let magic = Array("KTNAMES\0".utf8)
    static let formatVersion: UInt32 = 1
    static let headerLength = 16
    static let recordSeparator = UInt8(0x1E), unitSeparator = UInt8(0x1F)

    public var path: String { file.path }
    /// Strong: the dictionary owns its mapping, unmapped when the last holder lets the dictionary go.
    let file: MappedFile
    /// How many written forms there are.
    public let count: Int
    /// Where the records start: after the header, the offsets and the end offset.
    private let recordsOffset: Int

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        file = try MappedFile(path: path)
        guard let header = try? file.read(at: 0, count: Self.headerLength, { Array($0) }), Array(header[0..<8]) == Self.magic,
              Self.uint32(header, at: 8) == Self.formatVersion else {
            throw DatasetError(file: path, problem: "not a kanji-tui names file (version \(Self.formatVersion)); regenerate it with 'make data'")
        }
        count = Int(Self.uint32(header, at: 12))
        recordsOffset = Self.headerLength + (count + 1) * 4
        guard recordsOffset <= file.count,
              let end = try? file.read(at: recordsOffset - 4, count: 4, { Self.uint32(Array($0), at: 0) }),
              recordsOffset + Int(end) == file.count else {
            throw DatasetError(file: path, problem: "the file is truncated; regenerate it with 'make data'")
        }
    }

    /// Opens `names.bin` in a data directory (see `DataLocation`).
    public convenience init(directory: String) throws(DatasetError) {
        try self.init(path: directory + "/" + Self.fileName)
    }

    /// The name written `written`, or nil when JMnedict has none the reader can meet so written.
    /// - Throws: `DatasetError` when the file is damaged.
    public func entry(written: String) throws(DatasetError) -> NameEntry? {
        let key = Array(written.utf8)
        guard !key.isEmpty else { return nil }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let record = try record(middle)
            let form = record.prefix { $0 != Self.recordSeparator }
            if form.elementsEqual(key) {
                guard let entry = Self.decode(record) else {
                    throw DatasetError(file: path, problem: "the name \(written) is malformed; regenerate the file with 'make data'")
                }
                return entry
            }
            if form.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    // MARK: - Reading the file

    /// The bytes of the `position`-th record.
    private func record(_ position: Int) throws(DatasetError) -> [UInt8] {
        let bounds = try file.read(at: Self.headerLength + position * 4, count: 8) { bytes in
            (Int(Self.uint32(Array(bytes), at: 0)), Int(Self.uint32(Array(bytes), at: 4)))
        }
        guard bounds.1 >= bounds.0 else {
            throw DatasetError(file: path, problem: "the names' offsets are out of order; regenerate the file with 'make data'")
        }
        return try file.read(at: recordsOffset + bounds.0, count: bounds.1 - bounds.0) { Array($0) }
    }

    /// A record: the written form, then RS reading US kind letters US gloss for each reading (`record` in
    /// tools/generate_names.py); nil when it is not that.
    static func decode(_ bytes: [UInt8]) -> NameEntry? {
        let parts = bytes.split(separator: recordSeparator, omittingEmptySubsequences: false)
        guard parts.count >= 2, let written = String(validating: parts[0], as: UTF8.self) else { return nil }
        var readings: [NameEntry.Reading] = []
        for part in parts.dropFirst() {
            let fields = part.split(separator: unitSeparator, omittingEmptySubsequences: false)
            guard fields.count == 3, let kana = String(validating: fields[0], as: UTF8.self), !kana.isEmpty,
                  let gloss = String(validating: fields[2], as: UTF8.self) else { return nil }
            var kinds: [NameKind] = []
            for letter in fields[1] {
                guard let kind = NameKind(letter: letter) else { return nil }
                kinds.append(kind)
            }
            readings.append(NameEntry.Reading(kana: kana, kinds: kinds, gloss: gloss))
        }
        return NameEntry(written: written, readings: readings)
    }

    /// The little-endian `UInt32` at `offset` of `bytes`.
    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}

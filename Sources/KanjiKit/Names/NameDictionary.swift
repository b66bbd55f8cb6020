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
    static let recordSeparator = UInt8(0x1E), unitSeparator = UInt8(0x1F)

    public var path: String { records.path }
    /// Strong: the file, owned by this dictionary: an index of each record's start, then the records.
    private let records: IndexedRecordFile
    /// How many written forms there are.
    public var count: Int { records.count }

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        records = try IndexedRecordFile(path: path, magic: "KTNAMES\0", version: 1, entryLength: 4, kind: "names")
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

    /// The bytes of the `position`-th record: the index holds each record's start, and the next one's is its end.
    private func record(_ position: Int) throws(DatasetError) -> [UInt8] {
        let (start, end) = try records.indexPair(at: position * 4)
        guard end >= start else {
            throw DatasetError(file: path, problem: "the names' offsets are out of order; regenerate the file with 'make data'")
        }
        return try records.records(from: start, to: end) { Array($0) }
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
}

import KanjiKit

/// One file of an installed dictionary, read in place (``KeyedRecordWriter`` writes it): a lookup binary-searches
/// the records by key, each read copied out with `pread` through KanjiKit's `IndexedRecordFile`, so a lookup reads
/// a few dozen short records and leaves none of the file resident, however large the dictionary.
struct KeyedRecords: Sendable {
    /// Strong: the open file.
    private let file: IndexedRecordFile

    var count: Int { file.count }
    var path: String { file.path }

    /// - Throws: `DatasetError` when the file is missing, of another kind or truncated.
    init(path: String, magic: String) throws(DatasetError) {
        file = try IndexedRecordFile(path: path, magic: magic, version: KeyedRecordWriter.version, entryLength: 4, kind: "installed dictionary")
    }

    /// The values of every record whose key is `key`, in the order they were added.
    func values(for key: String) throws(DatasetError) -> [[UInt8]] {
        let wanted = Array(key.utf8)
        guard !wanted.isEmpty else { return [] }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if try record(middle).key.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        var values: [[UInt8]] = []
        while low < count {
            let found = try record(low)
            guard found.key.elementsEqual(wanted) else { break }
            values.append(found.value)
            low += 1
        }
        return values
    }

    /// The value of the record at `position` (as ``KeyedRecordWriter/finish(at:)`` gave it).
    func value(at position: Int) throws(DatasetError) -> [UInt8] {
        guard position >= 0, position < count else { throw DatasetError(file: path, problem: "a record number \(position) past the end") }
        return try record(position).value
    }

    private func record(_ position: Int) throws(DatasetError) -> (key: ArraySlice<UInt8>, value: [UInt8]) {
        let (start, end) = try file.indexPair(at: position * 4)
        guard end >= start + 2 else { throw DatasetError(file: path, problem: "the records' offsets are out of order") }
        let bytes = try file.records(from: start, to: end) { Array($0) }
        let keyLength = Int(bytes[0]) | Int(bytes[1]) << 8
        guard 2 + keyLength <= bytes.count else { throw DatasetError(file: path, problem: "a record's key runs past its end") }
        return (bytes[2..<2 + keyLength], Array(bytes[(2 + keyLength)...]))
    }
}

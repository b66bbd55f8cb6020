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
        var low = try firstPosition(notBefore: wanted)
        var values: [[UInt8]] = []
        while low < count {
            let found = try record(low)
            guard found.key.elementsEqual(wanted) else { break }
            values.append(found.value)
            low += 1
        }
        return values
    }

    /// Whether a record has the key `key`: the binary search alone, reading keys and no value (a reader's scan asks
    /// this of many runs of the text, and decodes only the one that is there).
    func contains(_ key: String) throws(DatasetError) -> Bool {
        let wanted = Array(key.utf8)
        guard !wanted.isEmpty else { return false }
        let position = try firstPosition(notBefore: wanted)
        guard position < count else { return false }
        return try self.key(at: position).elementsEqual(wanted)
    }

    /// Whether a record's key begins with `prefix`.
    func containsKey(startingWith prefix: [UInt8]) throws(DatasetError) -> Bool {
        let position = try firstPosition(notBefore: prefix)
        guard position < count else { return false }
        return try self.key(at: position).starts(with: prefix)
    }

    /// The first record whose key is not before `wanted`: a binary search reading only keys (a value may be a long
    /// glossary, and copying it at every step made a lookup cost its neighbours' definitions).
    private func firstPosition(notBefore wanted: [UInt8]) throws(DatasetError) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if try key(at: middle).lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The key of the record at `position`, read without its value.
    private func key(at position: Int) throws(DatasetError) -> [UInt8] {
        let (start, end) = try file.indexPair(at: position * 4)
        guard end >= start + 2 else { throw DatasetError(file: path, problem: "the records' offsets are out of order") }
        // Keys are short: one read of their usual length, a second only for a long one.
        let head = try file.records(from: start, to: min(end, start + Self.keyReadLength)) { Array($0) }
        let keyLength = Int(head[0]) | Int(head[1]) << 8
        guard 2 + keyLength <= end - start else { throw DatasetError(file: path, problem: "a record's key runs past its end") }
        if 2 + keyLength <= head.count { return Array(head[2..<2 + keyLength]) }
        return try file.records(from: start + 2, to: start + 2 + keyLength) { Array($0) }
    }

    /// How many bytes of a record a key's read takes at first: its length and a key of up to 20 kanji.
    private static let keyReadLength = 64

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

/// One of `words.bin`'s search indexes: byte-sorted keys, each with the ascending word numbers that have
/// it (its postings), front-coded in blocks of 16 keys (`tools/generate_words.py`, `index_section`).
///
/// A lookup binary-searches the blocks by their first key and decodes forward from there, so it
/// reads a few hundred bytes of the file whatever the index's size. Blocks are copied out with `pread`
/// (`SectionTable.readItem`), not read in place: a long session's searches reach blocks all over the
/// indexes' 11 MB, and every block read in place kept 64 KB of the file resident (see `MappedFile`).
struct KeyIndex: Sendable {
    /// The blocks, one item each.
    let blocks: SectionTable

    init(_ blocks: SectionTable) {
        self.blocks = blocks
    }

    /// The first `limit` postings of `key` (the best-ranked), or none when no key equals it.
    func postings(of key: [UInt8], limit: Int = .max) -> [UInt32] {
        var found: [UInt32] = []
        forEachKey(withPrefix: key, limit: limit) { candidate, postings, _ in
            if candidate == key { found = postings }
            return false
        }
        return found
    }

    /// How many postings `key` has (0 when no key equals it), without decoding them into an array.
    func postingCount(of key: [UInt8]) -> Int {
        var count = 0
        forEachKey(withPrefix: key, limit: 0) { candidate, _, total in
            if candidate == key { count = total }
            return false
        }
        return count
    }

    /// Calls `body` with each key starting with `prefix`, in byte order, at most `limit` of its first
    /// postings and how many it has, until `body` returns false.
    ///
    /// Only the first `limit` postings of a key can be among the `limit` best of any union, since
    /// postings are ranked, so a prefix search never keeps more. One postings buffer serves every key.
    /// A block that cannot be read or decoded ends the keys there, as the end of the index would.
    ///
    /// The blocks are read one at first, then in batches that double up to ``largestBatch``: a lookup reads the one
    /// or two blocks it needs, and a scan of the whole index (`*ぶ`) two system calls per batch.
    /// - Parameter keyFilter: which of the keys starting with `prefix` are wanted (`*ぶ`: those ending in ぶ); the
    ///   postings of the others are passed over undecoded and `body` does not hear of them.
    func forEachKey(withPrefix prefix: [UInt8], limit: Int, keyFilter: ([UInt8]) -> Bool = { _ in true },
                    _ body: (_ key: [UInt8], _ postings: [UInt32], _ total: Int) -> Bool) {
        var block = firstBlock(mayContain: prefix)
        var batch = 1
        var key: [UInt8] = []
        var postings: [UInt32] = []
        var readsOn = true
        while readsOn, block < blocks.count {
            let read = try? blocks.readItems(block..<block + batch) { bytes in
                readsOn = Self.visitKeys(in: bytes, withPrefix: prefix, limit: limit, keyFilter: keyFilter, key: &key,
                                         postings: &postings, body)
                return readsOn
            }
            if read != true { return }
            block += batch
            batch = min(batch * 2, Self.largestBatch)
        }
    }

    /// The most blocks read at once (some 60 KB of the forms index).
    static let largestBatch = 256

    /// Decodes one block's keys, calling `body` for those starting with `prefix`.
    /// - Returns: true when the block ended with keys that may still start with `prefix` (the next block is
    ///   wanted); false when a key past them was reached, `body` asked to stop or the block is malformed.
    private static func visitKeys(in bytes: UnsafeRawBufferPointer, withPrefix prefix: [UInt8], limit: Int,
                                  keyFilter: ([UInt8]) -> Bool, key: inout [UInt8], postings: inout [UInt32],
                                  _ body: (_ key: [UInt8], _ postings: [UInt32], _ total: Int) -> Bool) -> Bool {
        var reader = VarintReader(bytes)
        key.removeAll(keepingCapacity: true)
        while !reader.isAtEnd {
            guard let shared = reader.next(), let suffixLength = reader.next(), shared <= key.count,
                  let suffix = reader.bytes(suffixLength), let postingCount = reader.next() else { return false }
            key.removeSubrange(shared...)
            key.append(contentsOf: suffix)
            let startsWithPrefix = key.starts(with: prefix)
            if !startsWithPrefix && !key.lexicographicallyPrecedes(prefix) { return false }
            let matches = startsWithPrefix && keyFilter(key)
            let wanted = matches ? min(limit, postingCount) : 0
            postings.removeAll(keepingCapacity: true)
            var posting: UInt32 = 0
            for position in 0..<postingCount {
                guard let difference = reader.next() else { return false }
                if position < wanted {
                    posting &+= UInt32(truncatingIfNeeded: difference)
                    postings.append(posting)
                }
            }
            if matches && !body(key, postings, postingCount) { return false }
        }
        return true
    }

    /// The last block whose first key is not after `prefix` (keys starting with `prefix` begin there or
    /// later), by binary search.
    private func firstBlock(mayContain prefix: [UInt8]) -> Int {
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if let first = firstKey(of: middle), !prefix.lexicographicallyPrecedes(first) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return max(low - 1, 0)
    }

    private func firstKey(of block: Int) -> [UInt8]? {
        let key = try? blocks.readItem(block) { bytes -> [UInt8]? in
            var reader = VarintReader(bytes)
            guard reader.next() == 0, let length = reader.next(), let key = reader.bytes(length) else { return nil }
            return Array(key)
        }
        return key ?? nil
    }
}

/// Reads LEB128 numbers (seven bits a byte, low bits first) and byte runs from a block, bounds-checked.
struct VarintReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next number, or nil when the block ends inside it or it is too long to be one of ours.
    mutating func next() -> Int? {
        var value = 0
        var shift = 0
        while position < bytes.count, shift < 35 {
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// The next `count` bytes, or nil when the block has fewer.
    mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
        guard count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }
}

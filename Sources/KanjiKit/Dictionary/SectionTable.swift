/// A section of `words.bin` that is a table of byte strings: a count, `count + 1` offsets, the bytes.
///
/// Item `i` is the bytes between offsets `i` and `i + 1`; found with one 8-byte read, no scan.
///
/// The offsets are copied out with `pread` like the items (`MappedFile.read`), not loaded in place: the page
/// cache holds a file in large folios (2 MB on ext4 with Linux 6.x), and a fault on one page of the offsets
/// mapped the whole folio around it — 1.2 MB of the records next to their offsets table, resident from the
/// first lookup.
struct SectionTable: Sendable {
    let file: MappedFile
    let count: Int
    private let offsetsStart: Int
    private let dataStart: Int
    private let end: Int

    /// - Throws: `DatasetError` when the section's count and offsets do not fit inside it.
    init(file: MappedFile, offset: Int, length: Int, name: String) throws(DatasetError) {
        guard let count = (try? file.read(at: offset, count: 4, Self.uint32)).map(Int.init), 4 + (count + 1) * 4 <= length,
              let last = try? file.read(at: offset + 4 + count * 4, count: 4, Self.uint32), 4 + (count + 1) * 4 + Int(last) <= length else {
            throw DatasetError(file: file.path, problem: "the \(name) section is truncated; regenerate it with 'make data'")
        }
        self.file = file
        self.count = count
        self.offsetsStart = offset + 4
        self.dataStart = offset + 4 + (count + 1) * 4
        self.end = offset + length
    }

    /// The bytes of item `index` in place, or nil when its offsets point outside the section.
    func item(_ index: Int) -> UnsafeRawBufferPointer? {
        range(of: index).flatMap { file.bytes(at: $0.lowerBound, count: $0.count) }
    }

    /// Calls `body` with a copy of item `index` (`MappedFile.read`), for items read once and decoded: only the
    /// offsets are read in place, so the items' pages never count in the process's resident memory.
    /// - Returns: nil when its offsets point outside the section.
    /// - Throws: `DatasetError` when the file cannot be read.
    func readItem<Value>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> Value) throws(DatasetError) -> Value? {
        guard let range = range(of: index) else { return nil }
        return try file.read(at: range.lowerBound, count: range.count, body)
    }

    /// Calls `body` with a copy of each item of `indices` in turn, all read at once (their offsets in one read, their
    /// bytes in another), until `body` returns false: a scan over thousands of items makes two system calls a batch
    /// rather than two an item.
    /// - Returns: false when `body` asked to stop or the offsets point outside the section; true otherwise.
    /// - Throws: `DatasetError` when the file cannot be read.
    func readItems(_ indices: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Bool) throws(DatasetError) -> Bool {
        let indices = indices.clamped(to: 0..<count)
        guard !indices.isEmpty else { return true }
        let offsets = try file.read(at: offsetsStart + indices.lowerBound * 4, count: (indices.count + 1) * 4) { bytes in
            (0...indices.count).map { Int(Self.uint32(UnsafeRawBufferPointer(rebasing: bytes[($0 * 4)...]))) }
        }
        guard let first = offsets.first, let last = offsets.last, first <= last, dataStart + last <= end,
              zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }) else { return false }
        return try file.read(at: dataStart + first, count: last - first) { bytes in
            for (start, stop) in zip(offsets, offsets.dropFirst()) {
                guard body(UnsafeRawBufferPointer(rebasing: bytes[(start - first)..<(stop - first)])) else { return false }
            }
            return true
        }
    }

    /// Where item `index` is in the file, or nil when its offsets point outside the section.
    private func range(of index: Int) -> Range<Int>? {
        guard index >= 0, index < count,
              let (start, stop) = try? file.read(at: offsetsStart + index * 4, count: 8, { bytes in
                  (Int(Self.uint32(bytes)), Int(Self.uint32(UnsafeRawBufferPointer(rebasing: bytes[4...]))))
              }),
              start <= stop, dataStart + stop <= end else { return nil }
        return (dataStart + start)..<(dataStart + stop)
    }

    /// The little-endian `UInt32` at the start of `bytes` (at least 4 of them).
    private static func uint32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self))
    }
}

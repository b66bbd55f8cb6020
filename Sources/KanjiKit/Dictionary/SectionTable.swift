/// A section of `words.bin` that is a table of byte strings: a count, `count + 1` offsets, the bytes.
///
/// Item `i` is the bytes between offsets `i` and `i + 1`; found with two loads, no scan.
struct SectionTable: Sendable {
    let file: MappedFile
    let count: Int
    private let offsetsStart: Int
    private let dataStart: Int
    private let end: Int

    /// - Throws: `DatasetError` when the section's count and offsets do not fit inside it.
    init(file: MappedFile, offset: Int, length: Int, name: String) throws(DatasetError) {
        guard let count = file.uint32(at: offset).map(Int.init), 4 + (count + 1) * 4 <= length,
              let last = file.uint32(at: offset + 4 + count * 4), 4 + (count + 1) * 4 + Int(last) <= length else {
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

    /// Where item `index` is in the file, or nil when its offsets point outside the section.
    private func range(of index: Int) -> Range<Int>? {
        guard index >= 0, index < count,
              let start = file.uint32(at: offsetsStart + index * 4).map(Int.init),
              let stop = file.uint32(at: offsetsStart + index * 4 + 4).map(Int.init),
              start <= stop, dataStart + stop <= end else { return nil }
        return (dataStart + start)..<(dataStart + stop)
    }
}

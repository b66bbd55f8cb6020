import KanjiKit

/// `strokes.bin`: the stroke order of every character KanjiVG draws, read one character at a time.
///
/// Opening reads the header and the index (code point → offset, sorted; about 54 KB); a lookup
/// binary-searches the index and reads that one record with a single `pread`, so one kanji costs a few
/// microseconds whatever the file's size. The layout is described in `tools/generate_strokes.py`.
public struct StrokeFile: Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "strokes.bin"
    static let magic = Array("KTSTROKE".utf8)
    static let formatVersion: UInt32 = 1
    static let headerSize = 16
    static let indexEntrySize = 8

    public let path: String
    /// The code points that have a drawing, ascending, and where each record starts; one offset more
    /// than code points (the end of the last record).
    private let codePoints: [UInt32]
    private let offsets: [Int]

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        self.path = path
        let file = try PositionedFile(path: path)
        let header = try file.bytes(at: 0, count: Self.headerSize)
        guard Array(header[0..<8]) == Self.magic, header.littleEndianUInt32(at: 8) == Self.formatVersion else {
            throw DatasetError(file: path, problem: "not a kanji-tui strokes file (version \(Self.formatVersion)); regenerate it with 'make data'")
        }
        let count = Int(header.littleEndianUInt32(at: 12))
        let index = try file.bytes(at: Self.headerSize, count: (count + 1) * Self.indexEntrySize)
        (codePoints, offsets) = index.withUnsafeBytes { entries in
            let field = { (entry: Int, byte: Int) in
                UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: entry * Self.indexEntrySize + byte, as: UInt32.self))
            }
            return ((0..<count).map { field($0, 0) }, (0...count).map { Int(field($0, 4)) })
        }
        guard zip(codePoints, codePoints.dropFirst()).allSatisfy({ $0 < $1 }),
              zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw DatasetError(file: path, problem: "the index is not in ascending order; regenerate it with 'make data'")
        }
    }

    /// How many characters have a drawing.
    public var count: Int { codePoints.count }

    /// Every character with a drawing, in code point order.
    public var characters: [Character] {
        codePoints.compactMap { Unicode.Scalar($0).map(Character.init) }
    }

    /// The drawing of `character`, or nil when KanjiVG has none (or `character` is not one code point).
    /// - Throws: `DatasetError` when the file cannot be read or the record is malformed.
    public func drawing(for character: Character) throws(DatasetError) -> StrokeDrawing? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              let position = position(of: scalar.value) else { return nil }
        let file = try PositionedFile(path: path)
        let record = try file.bytes(at: offsets[position], count: offsets[position + 1] - offsets[position])
        return try StrokeRecord.drawing(of: character, from: record, file: path)
    }

    /// The index position of `codePoint`, by binary search.
    private func position(of codePoint: UInt32) -> Int? {
        var low = 0
        var high = codePoints.count
        while low < high {
            let middle = (low + high) / 2
            if codePoints[middle] < codePoint { low = middle + 1 } else { high = middle }
        }
        return low < codePoints.count && codePoints[low] == codePoint ? low : nil
    }
}

extension Array where Element == UInt8 {
    func littleEndianUInt32(at offset: Int) -> UInt32 {
        withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }
}

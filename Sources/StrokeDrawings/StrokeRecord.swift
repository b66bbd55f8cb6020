import KanjiKit

/// Decodes one character's record of `strokes.bin`: a stroke count, then per stroke the number's
/// anchor, a point count and the points, every coordinate one byte.
enum StrokeRecord {
    /// The view-box coordinate byte 0 stands for, and the step between bytes (`ORIGIN`, `QUANTUM` in
    /// `tools/generate_strokes.py`).
    static let origin = -10.0
    static let quantum = 0.5

    /// - Throws: `DatasetError` when the record's lengths do not add up to its size.
    static func drawing(of character: Character, from record: [UInt8], file: String) throws(DatasetError) -> StrokeDrawing {
        let malformed = DatasetError(file: file, problem: "the record of \(character) is malformed; regenerate it with 'make data'")
        guard let strokeCount = record.first, strokeCount > 0 else { throw malformed }
        var strokes: [Stroke] = []
        strokes.reserveCapacity(Int(strokeCount))
        var offset = 1
        for _ in 0..<strokeCount {
            guard offset + 3 <= record.count else { throw malformed }
            let anchor = point(record[offset], record[offset + 1])
            let pointCount = Int(record[offset + 2])
            offset += 3
            guard pointCount > 0, offset + 2 * pointCount <= record.count else { throw malformed }
            let points = (0..<pointCount).map { point(record[offset + 2 * $0], record[offset + 2 * $0 + 1]) }
            offset += 2 * pointCount
            strokes.append(Stroke(points: points, numberAnchor: anchor))
        }
        guard offset == record.count else { throw malformed }
        return StrokeDrawing(character: character, strokes: strokes)
    }

    private static func point(_ x: UInt8, _ y: UInt8) -> StrokePoint {
        StrokePoint(x: origin + Double(x) * quantum, y: origin + Double(y) * quantum)
    }
}

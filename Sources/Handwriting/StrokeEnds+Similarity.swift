extension StrokeEnds {
    /// The ends of each drawn stroke, in order.
    static func of(_ strokes: HandwrittenStrokes) -> [StrokeEnds] {
        strokes.strokes.map { stroke in
            StrokeEnds(startX: Double(stroke[0].x), startY: Double(stroke[0].y),
                       endX: Double(stroke[stroke.count - 1].x), endY: Double(stroke[stroke.count - 1].y))
        }
    }

    /// How alike two drawings of as many strokes are, stroke by stroke in order, from 0 (nothing alike) to 1 (each
    /// stroke starts and ends in the same place): both are fitted to a unit square by their own extent (so where
    /// and how large the hand drew does not count), then the mean distance between matching ends is taken.
    /// KanjiVG-based recognizers (kanjidraw) compare this way; Zinnia's features do not follow stroke order.
    /// - Returns: nil when the stroke counts differ.
    static func similarity(_ drawn: [StrokeEnds], _ model: [StrokeEnds]) -> Double? {
        guard drawn.count == model.count, !drawn.isEmpty else { return nil }
        let a = fitted(drawn)
        let b = fitted(model)
        var total = 0.0
        for (left, right) in zip(a, b) {
            total += distance(left.startX, left.startY, right.startX, right.startY)
            total += distance(left.endX, left.endY, right.endX, right.endY)
        }
        let mean = total / Double(2 * drawn.count)
        return max(0, 1 - 2 * mean)
    }

    static func fitted(_ ends: [StrokeEnds]) -> [StrokeEnds] {
        let xs = ends.flatMap { [$0.startX, $0.endX] }
        let ys = ends.flatMap { [$0.startY, $0.endY] }
        let (minX, minY) = (xs.min()!, ys.min()!)
        let spanX = max(xs.max()! - minX, 1e-9)
        let spanY = max(ys.max()! - minY, 1e-9)
        // A kanji one stroke wide or high (一, 丨) keeps its thin axis at the centre rather than stretched.
        let scaleX = spanX < 0.1 * spanY ? 0 : 1 / spanX
        let scaleY = spanY < 0.1 * spanX ? 0 : 1 / spanY
        return ends.map {
            StrokeEnds(startX: scaleX == 0 ? 0.5 : ($0.startX - minX) * scaleX, startY: scaleY == 0 ? 0.5 : ($0.startY - minY) * scaleY,
                       endX: scaleX == 0 ? 0.5 : ($0.endX - minX) * scaleX, endY: scaleY == 0 ? 0.5 : ($0.endY - minY) * scaleY)
        }
    }

    static func distance(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2)).squareRoot()
    }
}

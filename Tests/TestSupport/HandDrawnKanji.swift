import Handwriting
import StrokeDrawings

/// Strokes as a hand would draw a kanji, made from KanjiVG's drawing of it: the accuracy test's and the benchmark's
/// input (`make bench`, BENCHMARKS.md "Handwriting").
///
/// Each stroke's polyline is sampled every ``sampleSpacing`` view-box units, as a mouse reports a drag; then, with a
/// seeded generator, the whole kanji is moved, scaled and stretched (position, size, aspect), each stroke is
/// shifted a little on its own, its ends are cut short or drawn on past KanjiVG's (stroke ends), and every point
/// wobbles. The same seed makes the same strokes.
nonisolated public enum HandDrawnKanji {
    /// The side of the square canvas the strokes are given on, as the Draw screen's.
    public static let canvasSide = 1000
    /// View-box units between sampled points (KanjiVG's box is 109 units): about a terminal cell on the canvas.
    static let sampleSpacing = 2.0

    /// The strokes of `drawing` as drawn by a hand, jittered with `generator`.
    public static func strokes(of drawing: StrokeDrawing, using generator: inout some RandomNumberGenerator) -> HandwrittenStrokes {
        let side = Double(canvasSide)
        let size = Double.random(in: 0.7...0.95, using: &generator)
        let aspect = Double.random(in: 0.85...1.15, using: &generator)
        let scaleX = size * aspect * side / StrokeDrawing.viewBoxSide
        let scaleY = size / aspect * side / StrokeDrawing.viewBoxSide
        let spareX = max(0, side - StrokeDrawing.viewBoxSide * scaleX)
        let spareY = max(0, side - StrokeDrawing.viewBoxSide * scaleY)
        let left = Double.random(in: 0...spareX, using: &generator)
        let top = Double.random(in: 0...spareY, using: &generator)
        let strokes = drawing.strokes.map { stroke in
            let shiftX = Double.random(in: -2...2, using: &generator)
            let shiftY = Double.random(in: -2...2, using: &generator)
            let sampled = trimmedEnds(sampled(stroke.points), using: &generator)
            return sampled.map { point in
                let x = left + (point.x + shiftX + Double.random(in: -0.4...0.4, using: &generator)) * scaleX
                let y = top + (point.y + shiftY + Double.random(in: -0.4...0.4, using: &generator)) * scaleY
                return HandwritingPoint(x: min(max(Int(x.rounded()), 0), canvasSide - 1),
                                        y: min(max(Int(y.rounded()), 0), canvasSide - 1))
            }.reduce(into: [HandwritingPoint]()) { points, point in
                if points.last != point { points.append(point) }
            }
        }
        return HandwrittenStrokes(width: canvasSide, height: canvasSide, strokes: strokes)
    }

    /// `drawing` with strokes `index` and `index + 1` run together into one, as a hand that does not lift the pen
    /// between them draws them: the first's points, then the second's.
    public static func joining(_ drawing: StrokeDrawing, at index: Int) -> StrokeDrawing {
        var strokes = drawing.strokes
        let joined = Stroke(points: strokes[index].points + strokes[index + 1].points, numberAnchor: strokes[index].numberAnchor)
        strokes.replaceSubrange(index...(index + 1), with: [joined])
        return StrokeDrawing(character: drawing.character, strokes: strokes)
    }

    /// The polyline's points every ``sampleSpacing`` units along it, its ends included.
    static func sampled(_ points: [StrokePoint]) -> [StrokePoint] {
        guard var previous = points.first else { return [] }
        var sampled = [previous]
        var carried = 0.0
        for next in points.dropFirst() {
            let length = distance(previous, next)
            var along = sampleSpacing - carried
            while along <= length {
                sampled.append(interpolate(previous, next, along / length))
                along += sampleSpacing
            }
            carried = length - (along - sampleSpacing)
            previous = next
        }
        if let last = points.last, sampled.last != last { sampled.append(last) }
        return sampled
    }

    /// The stroke with up to 10 % cut from each end, or drawn on up to 8 % past it along its last direction.
    static func trimmedEnds(_ points: [StrokePoint], using generator: inout some RandomNumberGenerator) -> [StrokePoint] {
        guard points.count >= 4 else { return points }
        var result = points
        let cutStart = Int(Double(points.count) * Double.random(in: 0...0.1, using: &generator))
        let cutEnd = Int(Double(points.count) * Double.random(in: 0...0.1, using: &generator))
        if Bool.random(using: &generator) {
            result = Array(result.dropFirst(min(cutStart, result.count - 2)))
        }
        if Bool.random(using: &generator) {
            result = Array(result.dropLast(min(cutEnd, result.count - 2)))
        } else {
            let (a, b) = (result[result.count - 2], result[result.count - 1])
            for step in stride(from: 1, through: cutEnd, by: 1) { result.append(StrokePoint(x: b.x + (b.x - a.x) * Double(step), y: b.y + (b.y - a.y) * Double(step))) }
        }
        return result
    }

    private static func distance(_ a: StrokePoint, _ b: StrokePoint) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func interpolate(_ a: StrokePoint, _ b: StrokePoint, _ t: Double) -> StrokePoint {
        StrokePoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}

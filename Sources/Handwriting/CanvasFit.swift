/// Where strokes read as numbers go on a canvas of whole units, when some of their points lie off the canvas they
/// were given on: the canvas grows to hold every point (the drawing moved so that none is negative), and, where
/// that would be more than ``HandwrittenStrokes/maximumCanvasSide`` across, the whole drawing is scaled down to fit,
/// its shape kept. Points on the canvas are only rounded, as before.
///
/// Why grow rather than clamp: a stroke that strays past the edge and comes back would be flattened against it;
/// grown, the kanji keeps its shape and the recognizer (which normalises by the canvas) sees it a little smaller.
struct CanvasFit: Sendable, Equatable {
    struct Point: Sendable, Equatable {
        let x: Double
        let y: Double
    }

    let width: Int
    let height: Int
    /// Subtracted from a point before scaling (the lowest coordinate when below 0), halved as the scaling is.
    private let originX: Double
    private let originY: Double
    /// Multiplies a point's halved offset from the origin (halves: the span of ±1.7e308 is past a double's range).
    private let halfScale: Double

    /// - Parameters:
    ///   - width, height: the canvas as given, 1 to ``HandwrittenStrokes/maximumCanvasSide``.
    ///   - strokes: every point finite.
    init(width: Int, height: Int, strokes: [[Point]]) {
        var minX = 0.0, minY = 0.0, maxX = Double(width), maxY = Double(height)
        for point in strokes.joined() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        let halfSpan = max(maxX / 2 - minX / 2, maxY / 2 - minY / 2)
        let largest = Double(HandwrittenStrokes.maximumCanvasSide)
        // 2 · halfSpan is the span (which may be past a double's range); beyond the largest side, the drawing is
        // scaled down to it.
        let scale = halfSpan > largest / 2 ? (largest / 2) / halfSpan : 1
        originX = minX / 2
        originY = minY / 2
        halfScale = 2 * scale
        self.width = Self.side((maxX / 2 - minX / 2) * 2 * scale)
        self.height = Self.side((maxY / 2 - minY / 2) * 2 * scale)
    }

    /// A span as a canvas side: up to the next whole unit, unless it is a whole number but for the last bits of a
    /// scaling (50,000.000000000004 is 50,000); 1 to the largest side.
    private static func side(_ span: Double) -> Int {
        let nearest = span.rounded()
        let whole = abs(span - nearest) < 1e-6 ? nearest : span.rounded(.up)
        return max(1, min(Int(whole), HandwrittenStrokes.maximumCanvasSide))
    }

    /// `point` on the fitted canvas, in whole units.
    func point(_ point: Point) -> HandwritingPoint {
        let x = ((point.x / 2 - originX) * halfScale).rounded()
        let y = ((point.y / 2 - originY) * halfScale).rounded()
        return HandwritingPoint(x: Int(min(max(x, 0), Double(width - 1))), y: Int(min(max(y, 0), Double(height - 1))))
    }
}

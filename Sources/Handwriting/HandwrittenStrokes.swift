/// A kanji as a hand wrote it: its strokes in the order drawn, each the points the pen passed through, on a canvas
/// of `width` × `height` units. What a recognizer classifies, what the stroke recorder builds and what
/// `kanji-tui recognize` reads as JSON.
///
/// Bounded, so no input can make recognition slow or memory grow without end: at most
/// ``maximumStrokes`` strokes, and a stroke of more than ``maximumPointsPerStroke`` points is thinned (every other
/// point dropped, its ends kept) — a recognizer looks at a stroke's shape, which a few hundred points already give.
/// So a drawing holds at most ``maximumStrokes`` × ``maximumPointsPerStroke`` points, within ``maximumPoints``, the
/// most that `recognize` and `check-writing` read (and Zinnia is handed fewer still: ``ZinniaVertices``).
public struct HandwrittenStrokes: Sendable, Equatable {
    /// Far more strokes than a kanji a learner meets has (the most among KANJIDIC2's jōyō and jinmeiyō kanji is 鬱's
    /// 29): a 51st stroke is a slip of the hand, or input that is not one kanji.
    public static let maximumStrokes = 50
    /// Where a stroke starts being thinned: far more points than a shape needs (a slow 1,000-event drag across the
    /// canvas still keeps every other point), and little enough that recognition stays within a few milliseconds.
    public static let maximumPointsPerStroke = 1000
    /// The most points read in all the strokes of a drawing given as JSON, before any is thinned: twice what
    /// ``maximumStrokes`` strokes of ``maximumPointsPerStroke`` points have, and 50 times the longest stroke a slow
    /// hand draws with a pixel-precise mouse; past it the input is not a kanji drawn by hand, and reading it would
    /// only cost time and memory (a million points made a 12 MB file).
    public static let maximumPoints = 100_000

    public let width: Int
    public let height: Int
    public private(set) var strokes: [[HandwritingPoint]]

    /// - Parameters:
    ///   - width, height: the canvas, at least 1 × 1 unit.
    ///   - strokes: each stroke's points, every one inside the canvas and each stroke with at least one; at most
    ///     ``maximumStrokes``. Longer strokes are thinned to at most ``maximumPointsPerStroke`` points.
    public init(width: Int, height: Int, strokes: [[HandwritingPoint]] = []) {
        precondition(width > 0 && height > 0, "a canvas needs at least one unit each way")
        precondition(strokes.count <= Self.maximumStrokes, "at most \(Self.maximumStrokes) strokes")
        self.width = width
        self.height = height
        self.strokes = strokes.map(Self.thinned)
    }

    public var strokeCount: Int { strokes.count }
    public var isEmpty: Bool { strokes.isEmpty }

    /// Whether `point` lies on the canvas.
    public func contains(_ point: HandwritingPoint) -> Bool {
        (0..<width).contains(point.x) && (0..<height).contains(point.y)
    }

    /// `point` moved to the nearest place on the canvas: where a drag that left the canvas is drawn.
    public func clamped(_ point: HandwritingPoint) -> HandwritingPoint {
        HandwritingPoint(x: min(max(point.x, 0), width - 1), y: min(max(point.y, 0), height - 1))
    }

    // MARK: Changing

    /// Adds a finished stroke (thinned if long). Does nothing when the character already has ``maximumStrokes``.
    mutating func append(_ stroke: [HandwritingPoint]) {
        guard strokes.count < Self.maximumStrokes, !stroke.isEmpty else { return }
        strokes.append(Self.thinned(stroke))
    }

    /// Takes back the last stroke, if any.
    mutating func removeLast() {
        _ = strokes.popLast()
    }

    mutating func removeAll() {
        strokes.removeAll()
    }

    /// `stroke` with every other point dropped, as often as it takes to have at most ``maximumPointsPerStroke``;
    /// the first and last points always stay, so the stroke still starts and ends where the pen did.
    static func thinned(_ stroke: [HandwritingPoint]) -> [HandwritingPoint] {
        var points = stroke
        while points.count > maximumPointsPerStroke {
            let last = points[points.count - 1]
            points = stride(from: 0, to: points.count - 1, by: 2).map { points[$0] } + [last]
        }
        return points
    }
}

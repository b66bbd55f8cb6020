import Foundation
import Handwriting
import StrokeDrawings

/// The stroke judge's test set (issue 35): KanjiVG's own strokes of a kanji drawn by a seeded hand — the whole
/// kanji moved, scaled, stretched and turned a little, each stroke shifted on its own, its ends cut short or drawn
/// on, every point wobbling — as written right, and with one mistake a learner makes: a stroke drawn backwards, two
/// strokes in each other's turn, a stroke left out, a stroke added.
///
/// Mistakes are ones an eye sees: the stroke reversed is at least ``shortestReversedLength`` long (a dot's
/// direction is not taught); the two swapped strokes, and an added stroke and every stroke of the kanji, are at
/// least ``leastDifference`` apart (mean distance of evenly spaced points, either way round), so that drawing one
/// for the other is a mistake and not the same line twice.
nonisolated public enum HandWrittenMistakes {
    /// How the kanji is drawn.
    public enum Variant: String, CaseIterable, Sendable {
        case correct, reversed, swapped, missing, extra
    }

    /// Where the hand puts the kanji on its canvas.
    public enum Placement: Sendable {
        /// Filling the canvas as a learner fills a review's square: 85–105 % of KanjiVG's size, the centre within 5 %
        /// of the canvas's (the review screen's judge, whose first guess is that the canvas is the kanji's box).
        case fillingTheCanvas
        /// Anywhere on it at 55–95 % (`check-writing`'s judge, which fits the drawing's box to the kanji's).
        case anywhere
    }

    /// One drawing of the set: the strokes, and where the mistake is.
    public struct Drawing: Sendable {
        public let variant: Variant
        public let strokes: HandwrittenStrokes
        /// The stroke (from 1) the mistake is at: the drawn stroke reversed, the first of the two swapped (drawn in
        /// the other's turn), the kanji's stroke left out, the drawn stroke added; nil for a correct drawing.
        public let strokeNumber: Int?
    }

    public static let canvasSide = 1000
    public static let shortestReversedLength = 15.0
    public static let leastDifference = 15.0

    /// `drawing` with `variant`'s mistake, drawn by the hand `generator` makes; nil where the kanji has no stroke the
    /// mistake can be made with (a swap in a kanji of one stroke). `others`: strokes an added stroke is taken from.
    public static func drawing(of drawing: StrokeDrawing, variant: Variant, placement: Placement, others: [StrokeDrawing],
                               using generator: inout some RandomNumberGenerator) -> Drawing? {
        var strokes = drawing.strokes.map(\.points)
        var number: Int?
        var reversed: Int?
        switch variant {
        case .correct: break
        case .reversed:
            let long = strokes.indices.filter { length(strokes[$0]) >= shortestReversedLength }
            guard let index = long.randomElement(using: &generator) else { return nil }
            reversed = index
            number = index + 1
        case .swapped:
            let pairs = strokes.indices.dropLast().filter { difference(strokes[$0], strokes[$0 + 1]) >= leastDifference }
            guard let index = pairs.randomElement(using: &generator) else { return nil }
            strokes.swapAt(index, index + 1)
            number = index + 1
        case .missing:
            guard strokes.count >= 2 else { return nil }
            let index = Int.random(in: 0..<strokes.count, using: &generator)
            strokes.remove(at: index)
            number = index + 1
        case .extra:
            let pool = others.flatMap { $0.strokes.map(\.points) }
            var added: [StrokePoint]?
            for _ in 0..<50 {
                guard let candidate = pool.randomElement(using: &generator) else { break }
                if strokes.allSatisfy({ difference($0, candidate) >= leastDifference }) {
                    added = candidate
                    break
                }
            }
            guard let added else { return nil }
            let index = Int.random(in: 0...strokes.count, using: &generator)
            strokes.insert(added, at: index)
            number = index + 1
        }
        let hand = hand(strokes, placement: placement, reversing: reversed, using: &generator)
        return Drawing(variant: variant, strokes: hand, strokeNumber: number)
    }

    /// Whether `verdicts` (a finished drawing's) flag `drawing`'s mistake at its stroke and nothing else; for a
    /// correct drawing, whether every stroke is ok.
    public static func flagsExactly(_ verdicts: [StrokeVerdict], _ drawing: Drawing) -> Bool {
        let mistakes = verdicts.filter(\.isMistake)
        guard let number = drawing.strokeNumber else { return mistakes.isEmpty }
        guard mistakes.count == 1, let mistake = mistakes.first else { return false }
        switch drawing.variant {
        case .correct: return false
        case .reversed: return mistake.kind == .reversed && mistake.drawnNumber == number && mistake.referenceNumber == number
        case .swapped:
            // The later stroke drawn first, or (as a judge may see it) the earlier one drawn after it.
            return mistake.kind == .outOfOrder && (
                (mistake.drawnNumber == number && mistake.referenceNumber == number + 1)
                    || (mistake.drawnNumber == number + 1 && mistake.referenceNumber == number))
        case .missing: return mistake.kind == .missing && mistake.referenceNumber == number
        case .extra: return mistake.kind == .extra && mistake.drawnNumber == number
        }
    }

    // MARK: The hand

    private static func hand(_ strokes: [[StrokePoint]], placement: Placement, reversing reversed: Int?,
                             using generator: inout some RandomNumberGenerator) -> HandwrittenStrokes {
        let side = Double(canvasSide)
        let box = StrokeDrawing.viewBoxSide
        let size: Double
        let aspect = Double.random(in: 0.9...1.1, using: &generator)
        let angle = Double.random(in: -4...4, using: &generator) * .pi / 180
        var centre: (x: Double, y: Double)
        switch placement {
        case .fillingTheCanvas:
            size = Double.random(in: 0.85...1.05, using: &generator)
            centre = (side / 2 + Double.random(in: -0.05...0.05, using: &generator) * side,
                      side / 2 + Double.random(in: -0.05...0.05, using: &generator) * side)
        case .anywhere:
            size = Double.random(in: 0.55...0.95, using: &generator)
            let spare = (1 - size) * side / 2
            centre = (side / 2 + Double.random(in: -spare...spare, using: &generator),
                      side / 2 + Double.random(in: -spare...spare, using: &generator))
        }
        let scaleX = size * aspect * side / box
        let scaleY = size / aspect * side / box
        let (cosine, sine) = (cos(angle), sin(angle))
        let drawn = strokes.enumerated().map { index, stroke in
            let shiftX = Double.random(in: -1.5...1.5, using: &generator)
            let shiftY = Double.random(in: -1.5...1.5, using: &generator)
            var sampled = HandDrawnKanji.trimmedEnds(HandDrawnKanji.sampled(stroke), using: &generator)
            if index == reversed { sampled.reverse() }
            return sampled.map { point in
                let px = point.x - box / 2 + shiftX + Double.random(in: -0.4...0.4, using: &generator)
                let py = point.y - box / 2 + shiftY + Double.random(in: -0.4...0.4, using: &generator)
                let x = centre.x + (px * cosine - py * sine) * scaleX
                let y = centre.y + (px * sine + py * cosine) * scaleY
                return HandwritingPoint(x: min(max(Int(x.rounded()), 0), canvasSide - 1), y: min(max(Int(y.rounded()), 0), canvasSide - 1))
            }.reduce(into: [HandwritingPoint]()) { points, point in
                if points.last != point { points.append(point) }
            }
        }
        return HandwrittenStrokes(width: canvasSide, height: canvasSide, strokes: drawn)
    }

    // MARK: Geometry

    static func length(_ points: [StrokePoint]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    /// The mean distance between `a` and `b` at evenly spaced points, the nearer of the two ways round.
    static func difference(_ a: [StrokePoint], _ b: [StrokePoint]) -> Double {
        let count = 16
        let first = resampled(a, count: count)
        let second = resampled(b, count: count)
        let forward = zip(first, second).reduce(0) { $0 + distance($1.0, $1.1) }
        let backward = zip(first, second.reversed()).reduce(0) { $0 + distance($1.0, $1.1) }
        return min(forward, backward) / Double(count)
    }

    private static func resampled(_ points: [StrokePoint], count: Int) -> [StrokePoint] {
        let total = length(points)
        guard total > 0, points.count > 1 else { return Array(repeating: points[0], count: count) }
        var result: [StrokePoint] = []
        var segment = 0
        var start = 0.0
        for index in 0..<count {
            let along = total * Double(index) / Double(count - 1)
            while segment < points.count - 2 && start + distance(points[segment], points[segment + 1]) < along {
                start += distance(points[segment], points[segment + 1])
                segment += 1
            }
            let span = distance(points[segment], points[segment + 1])
            let t = span > 0 ? min(1, max(0, (along - start) / span)) : 0
            result.append(StrokePoint(x: points[segment].x + (points[segment + 1].x - points[segment].x) * t,
                                      y: points[segment].y + (points[segment + 1].y - points[segment].y) * t))
        }
        return result
    }

    private static func distance(_ a: StrokePoint, _ b: StrokePoint) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}

import StrokeDrawings

/// How a drawing's canvas units map onto KanjiVG's 109-unit view box, each axis on its own (x′ = x · scale.x +
/// offset.x): a hand draws a kanji anywhere and at any size, a little wider or taller than KanjiVG's, and the judge
/// compares strokes only after taking that away. Rotation is left in: a hand's is small, and taking it away would
/// also take away a stroke drawn at the wrong slant.
struct JudgeMap: Sendable, Equatable {
    var scale: JudgePoint
    var offset: JudgePoint

    /// Less than this extent in view-box units (a ninth of the box) says little about a drawing's scale along an axis:
    /// a vertical stroke's width is the hand's wobble, not the kanji's.
    static let shortestTellingExtent = 12.0

    func apply(_ point: JudgePoint) -> JudgePoint { point * scale + offset }
    func inverse(_ point: JudgePoint) -> JudgePoint { (point - offset) / scale }

    /// The canvas's square is KanjiVG's box: what a learner who fills the canvas with the kanji draws. A canvas that
    /// is not square has the box across its shorter side, centred.
    static func canvas(width: Int, height: Int) -> JudgeMap {
        let side = Double(min(width, height))
        let scale = StrokeDrawing.viewBoxSide / side
        let spare = JudgePoint(Double(width) - side, Double(height) - side) / 2
        return JudgeMap(scale: JudgePoint(scale, scale), offset: -spare * scale)
    }

    /// The map that lays the `drawn` box (canvas units) on the `reference` box (view box), centre on centre and
    /// extent on extent. Along an axis where either is too thin to tell (``shortestTellingExtent``), the other axis's
    /// scale is taken, or `fallback`'s when neither tells; scales stay within a quarter and four times `fallback`'s.
    static func fitting(drawn: JudgeBox, reference: JudgeBox, fallback: JudgeMap) -> JudgeMap {
        func scale(_ axis: Int) -> Double? {
            let drawnExtent = drawn.extent[axis]
            guard reference.extent[axis] >= shortestTellingExtent, drawnExtent * fallback.scale[axis] >= shortestTellingExtent / 2 else {
                return nil
            }
            return reference.extent[axis] / drawnExtent
        }
        let fitted = (x: scale(0), y: scale(1))
        var result = JudgePoint(fitted.x ?? fitted.y ?? fallback.scale.x, fitted.y ?? fitted.x ?? fallback.scale.y)
        result = pointwiseMin(pointwiseMax(result, fallback.scale / 4), fallback.scale * 4)
        return JudgeMap(scale: result, offset: reference.centre - drawn.centre * result)
    }

    /// Per axis, `weight` of this map and the rest of `other`'s (a weight of 1 is this map alone).
    func blended(with other: JudgeMap, weight: JudgePoint) -> JudgeMap {
        let rest = JudgePoint(1, 1) - weight
        return JudgeMap(scale: scale * weight + other.scale * rest, offset: offset * weight + other.offset * rest)
    }
}

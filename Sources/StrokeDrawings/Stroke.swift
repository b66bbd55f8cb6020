/// One stroke of a kanji: the line the brush follows, and where KanjiVG writes its number.
public struct Stroke: Sendable, Equatable {
    /// The stroke as a polyline from its start to its end, within about 0.9 view-box units of KanjiVG's
    /// curve (0.5 of flattening plus half a unit's quantisation, as `tools/generate_strokes.py` writes it).
    public var points: [StrokePoint]
    /// The left end of the baseline of the stroke's number as KanjiVG places it: beside the stroke's start.
    public var numberAnchor: StrokePoint

    public init(points: [StrokePoint], numberAnchor: StrokePoint) {
        self.points = points
        self.numberAnchor = numberAnchor
    }
}

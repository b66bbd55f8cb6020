import KanjiKit
import StrokeDrawings

extension KanjiFacts {
    /// The facts of `kanji` from KANJIDIC2 and its KanjiVG `drawing` (nil when KanjiVG has none).
    public init(kanji: Kanji, drawing: StrokeDrawing?) {
        let ends = (drawing?.strokes ?? []).compactMap { stroke -> StrokeEnds? in
            guard let first = stroke.points.first, let last = stroke.points.last else { return nil }
            return StrokeEnds(startX: first.x, startY: first.y, endX: last.x, endY: last.y)
        }
        self.init(strokeCount: kanji.strokeCount, frequencyRank: kanji.frequencyRank, strokeEnds: ends)
    }
}

import KanjiKit
import StrokeDrawings

extension KanjiFacts {
    /// The facts of `kanji` from KANJIDIC2 and its KanjiVG `drawing` (nil when KanjiVG has none).
    public init(kanji: Kanji, drawing: StrokeDrawing?) {
        let ends = (drawing?.strokes ?? []).compactMap { stroke -> StrokeEnds? in
            guard let first = stroke.points.first, let last = stroke.points.last else { return nil }
            return StrokeEnds(startX: first.x, startY: first.y, endX: last.x, endY: last.y)
        }
        self.init(strokeCount: kanji.strokeCount, frequencyRank: kanji.frequencyRank, strokeEnds: ends,
                  isRadicalForm: Self.isRadicalForm(kanji))
    }

    /// A character KANJIDIC2 lists as a radical ("box or enclosure radical (no. 31)" for 囗) that is neither among the
    /// 2,501 most frequent kanji nor taught in a school grade: a form a learner rarely means (口 is one too, and common).
    static func isRadicalForm(_ kanji: Kanji) -> Bool {
        kanji.frequencyRank == nil && kanji.grade == nil && kanji.meanings.contains { $0.contains("radical (no") }
    }

    /// The facts of `kanji` as a candidate for `strokesDrawn` strokes: its KanjiVG drawing is read (`drawing`) only
    /// when its stroke count is within three of the strokes drawn. The shapes are compared only when the counts
    /// are within two (``CandidateRanking``: two strokes joined, or one left out), and KANJIDIC2's count differs from
    /// KanjiVG's by one for a few kanji; the other candidates, most of the hundreds Zinnia gives, cost a lookup
    /// instead of a drawing decoded.
    public init(kanji: Kanji, strokesDrawn: Int, drawing: () -> StrokeDrawing?) {
        self.init(kanji: kanji, drawing: abs(kanji.strokeCount - strokesDrawn) <= 3 ? drawing() : nil)
    }
}

import KanjiKit
import StrokeDrawings

/// KanjiVG's shapes of the dataset's kanji, by stroke count, read as they are first asked for: the candidates
/// ``CandidateRanking`` adds to Zinnia's when a kanji is drawn with two strokes run together or one left out.
///
/// Zinnia's features follow the strokes as drawn, so a kanji drawn with a stroke fewer is often not among even its
/// first 1,000 candidates (half of the jōyō kanji drawn with two strokes joined, on the benchmark's set); the kanji
/// whose KanjiVG drawing has one or two strokes more (or fewer) are compared with the strokes by their ends, aligned
/// in order (``StrokeEnds/alignedSimilarity(_:_:)``). A stroke count's kanji are decoded once, when a drawing of about
/// that many strokes is first ranked: a few hundred records, a few milliseconds.
///
/// Not thread-safe: one screen or command uses it at a time.
public final class KanjiShapes {
    /// One kanji as a candidate.
    public struct Shape: Sendable {
        public let character: String
        public let facts: KanjiFacts
    }

    private let kanjiByCount: [Int: [Kanji]]
    private let drawing: (Kanji) -> StrokeDrawing?
    private var shapesByCount: [Int: [Shape]] = [:]

    /// - Parameters:
    ///   - kanji: the dataset's kanji (KANJIDIC2's stroke counts group them). Only those a learner is likely to mean
    ///     are kept: taught in a school grade (jōyō, jinmeiyō) or among the 2,501 most frequent (about 3,000 of
    ///     KANJIDIC2's 10,000, as many as Zinnia's model knows), so ranking them stays within the Draw screen's time.
    ///   - drawing: a kanji's KanjiVG drawing, or nil when KanjiVG has none (the kanji is then never a shape candidate).
    public init(kanji: [Kanji], drawing: @escaping (Kanji) -> StrokeDrawing?) {
        kanjiByCount = Dictionary(grouping: kanji.filter { $0.grade != nil || $0.frequencyRank != nil }, by: \.strokeCount)
        self.drawing = drawing
    }

    /// The kanji whose KanjiVG drawing has from `count - spread` to `count + spread` strokes.
    public func shapes(near count: Int, spread: Int) -> [Shape] {
        // KANJIDIC2's count differs from KanjiVG's by one for a few kanji: one bucket more each way.
        let range = max(1, count - spread - 1)...(count + spread + 1)
        return range.flatMap { shapes(withStrokeCount: $0) }.filter { abs($0.facts.strokeEnds.count - count) <= spread }
    }

    private func shapes(withStrokeCount count: Int) -> [Shape] {
        if let known = shapesByCount[count] { return known }
        let shapes = (kanjiByCount[count] ?? []).compactMap { kanji -> Shape? in
            guard let drawing = drawing(kanji), !drawing.strokes.isEmpty else { return nil }
            return Shape(character: kanji.character, facts: KanjiFacts(kanji: kanji, drawing: drawing))
        }
        shapesByCount[count] = shapes
        return shapes
    }
}

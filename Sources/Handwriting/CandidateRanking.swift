import Glibc
/// Re-orders a recognizer's candidates with what kanji-tui knows that the recognizer does not: how many strokes
/// each kanji has against how many were drawn, how common it is, and how alike KanjiVG's strokes of it are to the
/// drawn ones, stroke by stroke.
///
/// Zinnia scores a shape; a learner who drew 4 strokes rarely meant a 9-stroke kanji, and of two shapes that
/// score alike the common kanji is the likelier. The weights are the ones that did best on the accuracy benchmark
/// (BENCHMARKS.md, "Handwriting": raw and re-ranked figures side by side).
public struct CandidateRanking: Sendable, Equatable {
    /// Subtracted per stroke of difference between the kanji's stroke count and the strokes drawn.
    public var strokePenalty: Double
    /// The most strokes of difference that are penalized: beyond it the shape alone decides.
    public var strokeDifferenceCap: Int
    /// Added to the most common kanji, scaled down to nothing at frequency rank 2,501 and beyond.
    public var frequencyBonus: Double
    /// Added in proportion to how alike the drawn strokes' ends are to KanjiVG's, in stroke order
    /// (`StrokeEnds.similarity`), for a kanji of as many strokes as were drawn.
    public var shapeWeight: Double
    /// The same for a kanji whose stroke count is one or two from the strokes drawn, by
    /// ``StrokeEnds/alignedSimilarity(_:_:)``: two strokes run together, or one left out, still find the kanji.
    public var alignedShapeWeight: Double
    /// Subtracted from a character KANJIDIC2 knows only as a radical (囗, 亠, 冫: "radical (no. N)" among its meanings,
    /// no frequency rank), so the kanji a learner means (口) comes first when both fit the strokes.
    public var radicalFormPenalty: Double

    /// The stroke-count and frequency weights did best on 305 jōyō kanji (every 7th, seed 7; not the CI test's
    /// 100) among stroke penalties 0–0.4, caps 2 and 4 and frequency bonuses 0–0.2 (top-5 89.8 % → 93.8 %); the
    /// shape weight, tried at 1 and 3 on the benchmark's 2,136, lifts top-1 from 83.9 % to 92.5 % and 97.1 %
    /// (BENCHMARKS.md, "Handwriting").
    /// The aligned shape weight and the radical penalty: BENCHMARKS.md, "Issue 35" (two strokes joined).
    public static let standard = CandidateRanking(strokePenalty: 0.4, strokeDifferenceCap: 2, frequencyBonus: 0.2, shapeWeight: 3.0,
                                                  alignedShapeWeight: env("AW", 3.0), radicalFormPenalty: 0.5)
    static func env(_ name: String, _ value: Double) -> Double { getenv(name).flatMap { Double(String(cString: $0)) } ?? value }
    /// No adjustment: Zinnia's order (the benchmark's "raw" column).
    public static let recognizerOnly = CandidateRanking(strokePenalty: 0, strokeDifferenceCap: 0, frequencyBonus: 0, shapeWeight: 0,
                                                        alignedShapeWeight: 0, radicalFormPenalty: 0)

    /// The rank past which KANJIDIC2 gives no frequency.
    static let leastFrequentRank = 2501

    public init(strokePenalty: Double, strokeDifferenceCap: Int, frequencyBonus: Double, shapeWeight: Double,
                alignedShapeWeight: Double = 0, radicalFormPenalty: Double = 0) {
        self.strokePenalty = strokePenalty
        self.strokeDifferenceCap = strokeDifferenceCap
        self.frequencyBonus = frequencyBonus
        self.shapeWeight = shapeWeight
        self.alignedShapeWeight = alignedShapeWeight
        self.radicalFormPenalty = radicalFormPenalty
    }

    /// `candidates` with their ``HandwritingCandidate/score`` adjusted and sorted best first (ties keep the
    /// recognizer's order). A candidate `facts` knows nothing of keeps its recognizer's score.
    /// - Parameters:
    ///   - strokes: what the person drew.
    ///   - facts: the stroke count, frequency and KanjiVG strokes of a character, or nil for one outside the dataset.
    ///   - shapes: where to find kanji of one or two strokes more or fewer than drawn that the recognizer did not
    ///     list (``KanjiShapes``); each is added with the recognizer's lowest score, then ranked as the others.
    public func ranked(_ candidates: [HandwritingCandidate], for strokes: HandwrittenStrokes,
                       facts: (String) -> KanjiFacts?, shapes: KanjiShapes? = nil) -> [HandwritingCandidate] {
        let drawnEnds = shapeWeight == 0 && alignedShapeWeight == 0 ? [] : StrokeEnds.of(strokes)
        var pool = candidates.map { (candidate: $0, facts: facts($0.character)) }
        if let shapes, alignedShapeWeight > 0, !strokes.isEmpty {
            let listed = Set(candidates.map(\.character))
            let floor = candidates.map(\.recognizerScore).min() ?? 0
            for shape in shapes.shapes(near: strokes.strokeCount, spread: Self.alignedSpread) where !listed.contains(shape.character) {
                pool.append((HandwritingCandidate(character: shape.character, recognizerScore: floor, score: floor), shape.facts))
            }
        }
        let scored = pool.enumerated().map { index, entry in
            (index: index, candidate: HandwritingCandidate(
                character: entry.candidate.character, recognizerScore: entry.candidate.recognizerScore,
                score: entry.candidate.recognizerScore + adjustment(for: entry.facts, strokesDrawn: strokes.strokeCount, drawnEnds: drawnEnds)))
        }
        return scored.sorted { $0.candidate.score != $1.candidate.score ? $0.candidate.score > $1.candidate.score : $0.index < $1.index }
            .map(\.candidate)
    }

    /// How many strokes more or fewer than drawn a kanji's drawing may have to be compared by its aligned shape.
    static let alignedSpread = 2

    /// What the facts add to a candidate's score (negative for a stroke count far from the strokes drawn).
    func adjustment(for facts: KanjiFacts?, strokesDrawn: Int, drawnEnds: [StrokeEnds]) -> Double {
        guard let facts else { return 0 }
        let difference = min(abs(facts.strokeCount - strokesDrawn), strokeDifferenceCap)
        let commonness = facts.frequencyRank.map { 1 - Double(min($0, Self.leastFrequentRank)) / Double(Self.leastFrequentRank) } ?? 0
        var shape = 0.0
        if facts.strokeEnds.count == drawnEnds.count {
            shape = shapeWeight * (StrokeEnds.similarity(drawnEnds, facts.strokeEnds) ?? 0)
        } else if alignedShapeWeight > 0 {
            shape = alignedShapeWeight * (StrokeEnds.alignedSimilarity(drawnEnds, facts.strokeEnds) ?? 0)
        }
        let radical = facts.isRadicalForm ? radicalFormPenalty : 0
        return -strokePenalty * Double(difference) + frequencyBonus * commonness + shape - radical
    }
}

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

    /// The stroke-count and frequency weights did best on 305 jōyō kanji (every 7th, seed 7; not the CI test's
    /// 100) among stroke penalties 0–0.4, caps 2 and 4 and frequency bonuses 0–0.2 (top-5 89.8 % → 93.8 %); the
    /// shape weight, tried at 1 and 3 on the benchmark's 2,136, lifts top-1 from 83.9 % to 92.5 % and 97.1 %
    /// (BENCHMARKS.md, "Handwriting").
    public static let standard = CandidateRanking(strokePenalty: 0.4, strokeDifferenceCap: 2, frequencyBonus: 0.2, shapeWeight: 3.0)
    /// No adjustment: Zinnia's order (the benchmark's "raw" column).
    public static let recognizerOnly = CandidateRanking(strokePenalty: 0, strokeDifferenceCap: 0, frequencyBonus: 0, shapeWeight: 0)

    /// The rank past which KANJIDIC2 gives no frequency.
    static let leastFrequentRank = 2501

    public init(strokePenalty: Double, strokeDifferenceCap: Int, frequencyBonus: Double, shapeWeight: Double) {
        self.strokePenalty = strokePenalty
        self.strokeDifferenceCap = strokeDifferenceCap
        self.frequencyBonus = frequencyBonus
        self.shapeWeight = shapeWeight
    }

    /// `candidates` with their ``HandwritingCandidate/score`` adjusted and sorted best first (ties keep the
    /// recognizer's order). A candidate `facts` knows nothing of keeps its recognizer's score.
    /// - Parameters:
    ///   - strokes: what the person drew.
    ///   - facts: the stroke count, frequency and KanjiVG strokes of a character, or nil for one outside the dataset.
    public func ranked(_ candidates: [HandwritingCandidate], for strokes: HandwrittenStrokes,
                       facts: (String) -> KanjiFacts?) -> [HandwritingCandidate] {
        let drawnEnds = shapeWeight == 0 ? [] : StrokeEnds.of(strokes)
        let scored = candidates.enumerated().map { index, candidate in
            (index: index, candidate: HandwritingCandidate(
                character: candidate.character, recognizerScore: candidate.recognizerScore,
                score: candidate.recognizerScore + adjustment(for: facts(candidate.character), strokesDrawn: strokes.strokeCount,
                                                              drawnEnds: drawnEnds)))
        }
        return scored.sorted { $0.candidate.score != $1.candidate.score ? $0.candidate.score > $1.candidate.score : $0.index < $1.index }
            .map(\.candidate)
    }

    /// What the facts add to a candidate's score (negative for a stroke count far from the strokes drawn).
    func adjustment(for facts: KanjiFacts?, strokesDrawn: Int, drawnEnds: [StrokeEnds]) -> Double {
        guard let facts else { return 0 }
        let difference = min(abs(facts.strokeCount - strokesDrawn), strokeDifferenceCap)
        let commonness = facts.frequencyRank.map { 1 - Double(min($0, Self.leastFrequentRank)) / Double(Self.leastFrequentRank) } ?? 0
        let shape = shapeWeight == 0 ? 0 : StrokeEnds.similarity(drawnEnds, facts.strokeEnds) ?? 0
        return -strokePenalty * Double(difference) + frequencyBonus * commonness + shapeWeight * shape
    }
}

/// Re-orders a recognizer's candidates with what kanji-tui knows that the recognizer does not: how many strokes
/// each kanji has against how many were drawn, and how common it is.
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

    /// The weights that did best on 305 jōyō kanji (every 7th, seed 7; not the CI test's 100), among stroke
    /// penalties 0–0.4, caps 2 and 4 and frequency bonuses 0–0.2: top-5 from 89.8 % (Zinnia alone) to 93.8 %,
    /// top-1 from 76.4 % to 78.7 %.
    public static let standard = CandidateRanking(strokePenalty: 0.4, strokeDifferenceCap: 2, frequencyBonus: 0.2)
    /// No adjustment: Zinnia's order (the benchmark's "raw" column).
    public static let recognizerOnly = CandidateRanking(strokePenalty: 0, strokeDifferenceCap: 0, frequencyBonus: 0)

    /// The rank past which KANJIDIC2 gives no frequency.
    static let leastFrequentRank = 2501

    public init(strokePenalty: Double, strokeDifferenceCap: Int, frequencyBonus: Double) {
        self.strokePenalty = strokePenalty
        self.strokeDifferenceCap = strokeDifferenceCap
        self.frequencyBonus = frequencyBonus
    }

    /// `candidates` with their ``HandwritingCandidate/score`` adjusted and sorted best first (ties keep the
    /// recognizer's order). A candidate `facts` knows nothing of keeps its recognizer's score.
    /// - Parameters:
    ///   - strokesDrawn: how many strokes the person drew.
    ///   - facts: the stroke count and frequency of a character, or nil for one outside the dataset.
    public func ranked(_ candidates: [HandwritingCandidate], strokesDrawn: Int,
                       facts: (String) -> KanjiFacts?) -> [HandwritingCandidate] {
        let scored = candidates.enumerated().map { index, candidate in
            (index: index, candidate: HandwritingCandidate(
                character: candidate.character, recognizerScore: candidate.recognizerScore,
                score: candidate.recognizerScore + adjustment(for: facts(candidate.character), strokesDrawn: strokesDrawn)))
        }
        return scored.sorted { $0.candidate.score != $1.candidate.score ? $0.candidate.score > $1.candidate.score : $0.index < $1.index }
            .map(\.candidate)
    }

    /// What the facts add to a candidate's score (negative for a stroke count far from the strokes drawn).
    func adjustment(for facts: KanjiFacts?, strokesDrawn: Int) -> Double {
        guard let facts else { return 0 }
        let difference = min(abs(facts.strokeCount - strokesDrawn), strokeDifferenceCap)
        let commonness = facts.frequencyRank.map { 1 - Double(min($0, Self.leastFrequentRank)) / Double(Self.leastFrequentRank) } ?? 0
        return -strokePenalty * Double(difference) + frequencyBonus * commonness
    }
}

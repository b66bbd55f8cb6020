/// What the ranking needs to know of a kanji besides what Zinnia saw: its stroke count (KANJIDIC2, which agrees
/// with KanjiVG's drawings for all but a few), how common it is (KANJIDIC2's newspaper frequency rank, 1–2,501),
/// and where KanjiVG's strokes of it start and end, in order.
public struct KanjiFacts: Sendable, Equatable {
    public let strokeCount: Int
    /// nil for a kanji outside the 2,501 most frequent.
    public let frequencyRank: Int?
    /// Each of KanjiVG's strokes as its first and last point, in stroke order (any units: they are compared after
    /// both drawings are fitted to a unit square); empty when KanjiVG has no drawing of the kanji.
    public let strokeEnds: [StrokeEnds]
    /// Whether KANJIDIC2 knows the character only as a radical (``CandidateRanking/radicalFormPenalty``).
    public let isRadicalForm: Bool

    public init(strokeCount: Int, frequencyRank: Int?, strokeEnds: [StrokeEnds] = [], isRadicalForm: Bool = false) {
        self.strokeCount = strokeCount
        self.frequencyRank = frequencyRank
        self.strokeEnds = strokeEnds
        self.isRadicalForm = isRadicalForm
    }
}

/// Where one stroke starts and ends.
public struct StrokeEnds: Sendable, Equatable {
    public let startX: Double
    public let startY: Double
    public let endX: Double
    public let endY: Double

    public init(startX: Double, startY: Double, endX: Double, endY: Double) {
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
    }
}

/// What the ranking needs to know of a kanji besides its shape: its stroke count (KANJIDIC2, which agrees with
/// KanjiVG's drawings for all but a few) and how common it is (KANJIDIC2's newspaper frequency rank, 1–2,501).
public struct KanjiFacts: Sendable, Equatable {
    public let strokeCount: Int
    /// nil for a kanji outside the 2,501 most frequent.
    public let frequencyRank: Int?

    public init(strokeCount: Int, frequencyRank: Int?) {
        self.strokeCount = strokeCount
        self.frequencyRank = frequencyRank
    }
}

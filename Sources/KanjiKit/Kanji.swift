/// One kanji as KANJIDIC2 describes it, with its components from KRADFILE and its modern JLPT level
/// from the tanos lists. Plain values only: how a field is labelled for people is `KanjiLabels`' job.
public struct Kanji: Sendable, Hashable, Codable {
    /// The character itself, e.g. "日".
    public let character: String
    /// English meanings in KANJIDIC2's order (the first is the most common sense).
    public let meanings: [String]
    /// On readings in katakana, e.g. ["ニチ", "ジツ"].
    public let onReadings: [String]
    /// Kun readings in hiragana; a "." separates the stem from okurigana ("まな.ぶ"), a "-" marks a prefix or suffix.
    public let kunReadings: [String]
    /// Readings used only in names.
    public let nanori: [String]
    public let strokeCount: Int
    /// KANJIDIC2 grade: 1–6 taught in elementary school, 8 secondary-school jōyō, 9–10 jinmeiyō (names).
    public let grade: Int?
    /// The pre-2010 JLPT level, 1 (hardest) to 4, as KANJIDIC2 records it.
    public let oldJLPTLevel: Int?
    /// The modern N-level, 5 (N5, easiest) to 1, from the unofficial tanos.co.uk lists.
    public let modernJLPTLevel: Int?
    /// Rank among the 2,501 most frequent kanji in newspapers (1 = most frequent).
    public let frequencyRank: Int?
    public let radical: Radical
    /// Visual components from KRADFILE (may include non-kanji shapes such as "⺌" or "ノ").
    public let components: [String]

    public init(
        character: String, meanings: [String], onReadings: [String], kunReadings: [String],
        nanori: [String], strokeCount: Int, grade: Int?, oldJLPTLevel: Int?, modernJLPTLevel: Int?,
        frequencyRank: Int?, radical: Radical, components: [String]
    ) {
        self.character = character
        self.meanings = meanings
        self.onReadings = onReadings
        self.kunReadings = kunReadings
        self.nanori = nanori
        self.strokeCount = strokeCount
        self.grade = grade
        self.oldJLPTLevel = oldJLPTLevel
        self.modernJLPTLevel = modernJLPTLevel
        self.frequencyRank = frequencyRank
        self.radical = radical
        self.components = components
    }
}

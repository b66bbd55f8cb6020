/// One kanji as KANJIDIC2 describes it, with its components from KRADFILE and its modern JLPT level
/// from the tanos lists. Plain values only: how a field is labelled for people is `KanjiLabels`' job.
///
/// An immutable final class rather than a struct: every list of the browser (sorted, filtered, searched, a
/// word's kanji, the picker's matches) is an array of kanji, and an array of references is 8 bytes a kanji
/// where the struct was some 150 — a sorted copy of all 10,361 took 1.5 MB and as many retains as fields.
/// Nothing can change a kanji once parsed, so sharing one instance is the same as copying its value.
public final class Kanji: Sendable, Hashable, Codable {
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

    /// Equal when every field is: two parses of the same line are the same kanji.
    public static func == (lhs: Kanji, rhs: Kanji) -> Bool {
        lhs === rhs || (lhs.character == rhs.character && lhs.meanings == rhs.meanings && lhs.onReadings == rhs.onReadings
            && lhs.kunReadings == rhs.kunReadings && lhs.nanori == rhs.nanori && lhs.strokeCount == rhs.strokeCount
            && lhs.grade == rhs.grade && lhs.oldJLPTLevel == rhs.oldJLPTLevel && lhs.modernJLPTLevel == rhs.modernJLPTLevel
            && lhs.frequencyRank == rhs.frequencyRank && lhs.radical == rhs.radical && lhs.components == rhs.components)
    }

    /// The character alone: the dataset holds one kanji per character, and equal kanji share it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(character)
    }
}

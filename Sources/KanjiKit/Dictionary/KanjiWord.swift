/// A word as a kanji lists it: in a spelling that holds the kanji, with that spelling's reading. Under 魚 the word
/// たこ is 章魚【たこ】, never 蛸, which does not hold 魚 (issue 22: 359 of 1,000 kanji listed such words).
public struct KanjiWord: Sendable, Hashable {
    public let entry: DictionaryEntry
    /// The written form holding the kanji: the first usual one, or a rare one when only that holds it.
    public let spelling: String
    /// The first usual reading of `spelling`.
    public let reading: String

    /// `entry` as listed under `kanji`, or nil when none of its written forms holds it.
    public init?(_ entry: DictionaryEntry, kanji: Character) {
        let holding = entry.kanjiForms.filter { $0.text.contains(kanji) }
        guard let form = holding.first(where: { !$0.isUnusual }) ?? holding.first else { return nil }
        let readings = entry.readings.filter { $0.appliesTo(form.text) }
        guard let reading = readings.first(where: { !$0.isUnusual }) ?? readings.first else { return nil }
        self.entry = entry
        spelling = form.text
        self.reading = reading.text
    }

    /// Whether this spelling is common by its own tags (舎路 is not, though シアトル is).
    public var isCommon: Bool { entry.isCommon(written: spelling) }

    /// "章魚【たこ】", as the Anki card and `show` write a word.
    public var label: String { "\(spelling)【\(reading)】" }
}

extension WordDictionary {
    /// The words written with `kanji`, by rank, each in the spelling that holds it; at most `limit`.
    public func kanjiWords(of kanji: Character, limit: Int = .max) throws(DatasetError) -> [KanjiWord] {
        try words(containing: kanji, limit: limit).compactMap { KanjiWord($0, kanji: kanji) }
    }

    /// The words a kanji's review card, its Anki card and `show` list, and its detail begins its groups with: the
    /// most common ones. One function, so every place names the same words.
    public func topWords(of kanji: Character, count: Int = WordDictionary.topWordCount) throws(DatasetError) -> [KanjiWord] {
        try kanjiWords(of: kanji, limit: count)
    }

    /// How many words `topWords` gives by default.
    public static let topWordCount = 5
}

/// A kanji's words that use one of its readings (or none that can be told), as a kanji's detail lists them.
public struct KanjiWordGroup: Sendable, Hashable {
    /// The kanji's reading as KANJIDIC2 writes it (ニチ, た.べる), or nil for the words whose reading of it
    /// cannot be derived (今日 きょう, a reading of the whole word).
    public let reading: String?
    /// In rank order.
    public let words: [DictionaryEntry]

    public init(reading: String?, words: [DictionaryEntry]) {
        self.reading = reading
        self.words = words
    }

    /// `words` of `kanji` grouped by the reading of it they use (`KanjiReadingUse`), each group in rank
    /// order and the groups in the order of their best word: the most used reading comes first, and a
    /// very common word is never buried under a long group of rarer ones.
    /// - Parameters:
    ///   - words: words written with `kanji`, in rank order.
    ///   - readingsOf: the KANJIDIC2 readings of another character of a word; empty when unknown.
    public static func groups(of words: [DictionaryEntry], for kanji: Kanji,
                              readingsOf: (Character) -> [String]) -> [KanjiWordGroup] {
        guard let character = kanji.character.first else { return [] }
        let readings = kanji.onReadings + kanji.kunReadings
        var order: [String?] = []
        var members: [String?: [DictionaryEntry]] = [:]
        for word in words {
            let used = reading(of: character, among: readings, in: word, readingsOf: readingsOf)
            if members[used] == nil { order.append(used) }
            members[used, default: []].append(word)
        }
        return order.map { KanjiWordGroup(reading: $0, words: members[$0] ?? []) }
    }

    /// The reading of `character` in the first of `word`'s written forms holding it, read by the first of
    /// that form's readings that aligns.
    private static func reading(of character: Character, among readings: [String], in word: DictionaryEntry,
                                readingsOf: (Character) -> [String]) -> String? {
        guard let form = word.kanjiForms.first(where: { $0.text.contains(character) }) else { return nil }
        for reading in word.readings where reading.appliesTo(form.text) {
            if let used = KanjiReadingUse.reading(of: character, among: readings, in: form.text, read: reading.text,
                                                  readingsOf: readingsOf) {
                return used
            }
        }
        return nil
    }
}

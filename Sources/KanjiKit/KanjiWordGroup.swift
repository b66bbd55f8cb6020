/// A kanji's words that use one of its readings (or none that can be told), as a kanji's detail lists them.
public struct KanjiWordGroup: Sendable, Hashable {
    /// The kanji's reading as KANJIDIC2 writes it (ニチ, た.べる), or nil for the words whose reading of it
    /// cannot be derived: special readings of the whole spelling (今日 きょう, 明日 あした: jukujikun).
    public let reading: String?
    /// In rank order.
    public let words: [KanjiWord]

    public init(reading: String?, words: [KanjiWord]) {
        self.reading = reading
        self.words = words
    }

    /// `words` of `kanji` grouped by the reading of it they use (`KanjiReadingUse`), each group in rank
    /// order and the groups in the order of their best word: the most used reading comes first, and a
    /// very common word is never buried under a long group of rarer ones.
    /// - Parameters:
    ///   - words: words written with `kanji` (`WordDictionary.kanjiWords`), in rank order.
    ///   - readingsOf: the KANJIDIC2 readings of another character of a word; empty when unknown.
    public static func groups(of words: [KanjiWord], for kanji: Kanji,
                              readingsOf: (Character) -> [String]) -> [KanjiWordGroup] {
        guard let character = kanji.character.first else { return [] }
        let readings = kanji.onReadings + kanji.kunReadings
        var order: [String?] = []
        var members: [String?: [KanjiWord]] = [:]
        for word in words {
            let used = KanjiReadingUse.reading(of: character, among: readings, in: word.spelling, read: word.reading,
                                               readingsOf: readingsOf)
            if members[used] == nil { order.append(used) }
            members[used, default: []].append(word)
        }
        return order.map { KanjiWordGroup(reading: $0, words: members[$0] ?? []) }
    }
}

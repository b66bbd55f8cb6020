import KanjiKit

/// The back of a review card, as labelled lines from the dictionary: for a kanji its meanings, readings and top
/// words; for a word its reading, senses, other readings of the same form and its kanji.
enum StudyCardBack {
    /// How many of a kanji's words the back lists (the most common, as the detail orders them).
    static let wordCount = 5
    /// How many senses of a word the back lists.
    static let senseCount = 6

    /// The back of `item`'s card; a line saying what is missing when the dictionary cannot give it.
    static func facts(for item: LookupItem, store: KanjiStore) -> [KanjiFact] {
        switch item {
        case .kanji(let character):
            guard let kanji = (try? store.kanji(for: character)) ?? nil else {
                return [KanjiFact(label: "Missing", value: "\(character) is not in the kanji data")]
            }
            return facts(for: kanji, words: (try? store.words(containing: kanji)) ?? [])
        case .word(let headword, let reading):
            let entries = (try? store.entries(for: headword)) ?? []
            return facts(forWord: headword, reading: reading, entries: entries, kanji: (try? store.kanji(in: headword)) ?? [])
        }
    }

    private static func facts(for kanji: Kanji, words: [Word]) -> [KanjiFact] {
        var facts = [
            KanjiFact(label: "Meanings", value: kanji.meanings.joined(separator: "; ")),
            KanjiFact(label: "On", value: KanjiLabels.list(kanji.onReadings)),
            KanjiFact(label: "Kun", value: KanjiLabels.list(kanji.kunReadings)),
        ]
        facts += lines("Words", words.prefix(wordCount).map { word in
            let written = word.reading == word.headword ? word.headword : "\(word.headword) \(word.reading)"
            return "\(written) — \(KanjiLabels.gloss(of: word, limit: 2))"
        })
        return facts
    }

    private static func facts(forWord headword: String, reading: String, entries: [Word], kanji: [Kanji]) -> [KanjiFact] {
        guard let word = entries.first(where: { $0.reading == reading }) else {
            return [KanjiFact(label: "Missing", value: "\(headword) \(reading) is not in the word data")]
        }
        var facts = [KanjiFact(label: "Reading", value: reading)]
        facts += lines("Senses", word.glosses.prefix(senseCount).enumerated().map { "\($0.offset + 1). \($0.element)" })
        let otherReadings = entries.map(\.reading).filter { $0 != reading }
        if !otherReadings.isEmpty { facts.append(KanjiFact(label: "Also read", value: KanjiLabels.list(otherReadings))) }
        facts += lines("Kanji", kanji.map { "\($0.character) \($0.meanings.prefix(3).joined(separator: "; "))" })
        return facts
    }

    /// `values` as lines, the label on the first only.
    private static func lines(_ label: String, _ values: [String]) -> [KanjiFact] {
        values.enumerated().map { KanjiFact(label: $0.offset == 0 ? label : "", value: $0.element) }
    }
}

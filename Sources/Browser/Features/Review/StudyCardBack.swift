import KanjiKit

/// The back of a review card, as labelled lines from the dictionary: for a kanji its meanings, readings and top
/// words; for a word its reading, senses, other readings of the same form and its kanji.
enum StudyCardBack {
    /// How many senses of a word the back lists.
    static let senseCount = 6

    /// The back of `card`: a production card's starts with the item it asked for, then every card's back of its item.
    static func facts(for card: StudyCard, store: KanjiStore, dictionary: WordDictionary?) -> [KanjiFact] {
        let facts = facts(for: card.item, store: store, dictionary: dictionary)
        switch card.kind {
        case .recognition, .reading:
            return facts
        case .production, .writing:
            switch card.item {
            case .kanji(let character): return [KanjiFact(label: "Kanji", value: character)] + facts
            case .word(let headword, _): return [KanjiFact(label: "Word", value: headword)] + facts
            }
        }
    }

    /// The back of `item`'s card; a line saying what is missing when the dictionary cannot give it.
    /// - Parameter dictionary: JMdict, for a kanji's top words (`WordDictionary.topWords`, the words its detail,
    ///   its Anki card and `show` list first); nil when it could not be opened.
    static func facts(for item: LookupItem, store: KanjiStore, dictionary: WordDictionary?) -> [KanjiFact] {
        switch item {
        case .kanji(let character):
            guard let kanji = (try? store.kanji(for: character)) ?? nil else {
                return [KanjiFact(label: "Missing", value: "\(character) is not in the kanji data")]
            }
            let words = kanji.character.first.flatMap { try? dictionary?.topWords(of: $0) } ?? []
            return facts(for: kanji, words: words)
        case .word(let headword, let reading):
            let entries = (try? store.entries(for: headword)) ?? []
            let entry = (try? dictionary?.word(keyed: headword, reading: reading)) ?? nil
            let pitch = entry.map { WordPitchLookup.readings(of: $0, directory: store.dataDirectory).filter { $0.reading == reading } } ?? []
            return facts(forWord: headword, reading: reading, entries: entries, entry: entry, pitch: pitch,
                         kanji: (try? store.kanji(in: headword)) ?? [])
        }
    }

    private static func facts(for kanji: Kanji, words: [KanjiWord]) -> [KanjiFact] {
        var facts = [
            KanjiFact(label: "Meanings", value: kanji.meanings.joined(separator: "; ")),
            KanjiFact(label: "On", value: KanjiLabels.list(kanji.onReadings)),
            KanjiFact(label: "Kun", value: KanjiLabels.list(kanji.kunReadings)),
        ]
        facts += lines("Words", words.map { word in
            let written = word.reading == word.spelling ? word.spelling : "\(word.spelling) \(word.reading)"
            return "\(written) — \(WordLabels.shortGloss(of: word.entry))"
        })
        return facts
    }

    /// - Parameter entry: the word's JMdict entry, the one its card opens (`WordDictionary.word(keyed:reading:)`): its
    ///   senses are numbered as the word's detail numbers them (`DictionaryEntry.Sense.meaning`). Without it (JMdict
    ///   could not be opened, or lacks the word) EDICT's glosses are all there is; EDICT's lines lose which gloss
    ///   belongs to which sense, so they make one line of meanings, never numbered as senses they are not.
    /// - Parameter pitch: the accents of the card's reading (`pitch.bin`), drawn on it under Reading as the word's
    ///   page draws them; none without the file.
    private static func facts(forWord headword: String, reading: String, entries: [Word], entry: DictionaryEntry?,
                              pitch: [ReadingPitch], kanji: [Kanji]) -> [KanjiFact] {
        let glosses = entries.first(where: { $0.reading == reading })?.glosses
        guard entry != nil || glosses != nil else {
            return [KanjiFact(label: "Missing", value: "\(headword) \(reading) is not in the word data")]
        }
        var facts = [KanjiFact(label: "Reading", value: reading)]
        facts += lines("Pitch", WordPitchLookup.rows(pitch).map(\.text))
        if let entry {
            facts += lines("Senses", entry.senses.prefix(senseCount).enumerated().map { "\($0.offset + 1). \($0.element.meaning)" })
        } else if let glosses {
            facts.append(KanjiFact(label: "Meanings", value: glosses.joined(separator: "; ")))
        }
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

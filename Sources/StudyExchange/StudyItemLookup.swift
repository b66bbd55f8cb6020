import KanjiKit
import UserData

/// Turns what the person typed into items the study list can keep: a single character the dataset has is
/// that kanji; anything else is a word of the complete JMdict (`words.bin`), by any of its forms or
/// readings (日本, にほん), its most common entry winning; `生物[なまもの]` chooses the entry by reading.
public struct StudyItemLookup {
    /// Strong: the kanji data, parsed once for the whole command.
    public let store: KanjiStore
    /// Strong: the mapped word dictionary.
    public let dictionary: WordDictionary
    /// Strong: the mapped pitch accents (`pitch.bin`) the Anki exports draw on each word; nil where the command
    /// needs none or the file could not be opened (the exports then go without the accent, as `word` does).
    public let pitch: PitchDictionary?
    /// The learner's dictionary whose glossary the Anki notes and exports give a word instead of JMdict's senses
    /// (`--glossary-dictionary`); nil for JMdict's.
    public var glossary: ChosenGlossary?

    public init(store: KanjiStore, dictionary: WordDictionary, pitch: PitchDictionary? = nil, glossary: ChosenGlossary? = nil) {
        self.store = store
        self.dictionary = dictionary
        self.pitch = pitch
        self.glossary = glossary
    }

    /// The chosen dictionary's definitions of the word `item` (as kept, else as JMdict writes `entry`: its headword,
    /// its kanji spelling), read as kept; none when there is no chosen dictionary or it lacks the word.
    public func chosenDefinitions(of item: RecordedItem, entry: DictionaryEntry?) -> [[String]] {
        guard let glossary, item.kind == .word else { return [] }
        let reading = item.reading ?? entry?.reading ?? item.key
        var tried: [String] = []
        for written in [item.key] + (entry.map { [$0.headword, $0.kanjiSpelling] } ?? []) where !tried.contains(written) {
            tried.append(written)
            let found = glossary.definitions(of: written, reading: reading)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// What the item means, as the Study tab shows it: a kanji's meanings, a word's first glosses; empty when the
    /// data lacks it.
    public func meaning(of item: RecordedItem) -> String {
        switch item.kind {
        case .kanji: return ((try? store.kanji(for: item.key)) ?? nil)?.meanings.joined(separator: "; ") ?? ""
        case .word:
            let entry = (try? entry(of: item)) ?? nil
            return entry?.senses.first.map { $0.glosses.prefix(3).joined(separator: "; ") } ?? ""
        }
    }

    /// The item `text` names, or `nil` when the data has no such kanji or word.
    public func item(for text: String) throws(DatasetError) -> RecordedItem? {
        if text.count == 1, let kanji = try store.kanji(for: text) {
            return .kanji(kanji.character)
        }
        guard let (entry, reading) = try word(for: text) else { return nil }
        return .word(try dictionary.studySpelling(of: entry, readAs: reading), reading: reading)
    }

    /// The dictionary entry of a word as `text` writes it (optionally `form[reading]`), and the reading kept.
    public func word(for text: String) throws(DatasetError) -> (entry: DictionaryEntry, reading: String)? {
        let (form, wanted) = Self.split(text)
        guard !form.isEmpty else { return nil }
        for entry in try dictionary.entries(headword: form) {
            guard let wanted else { return (entry, entry.reading) }
            if entry.readings.contains(where: { $0.text == wanted && $0.appliesTo(entry.kanjiSpelling) }) {
                return (entry, wanted)
            }
        }
        return nil
    }

    /// The entry of a kept word: the one its key and reading open (`WordDictionary.word(keyed:reading:)`: 為る is
    /// する's, いる is 居る), else the first with that form.
    public func entry(of item: RecordedItem) throws(DatasetError) -> DictionaryEntry? {
        if let keyed = try dictionary.word(keyed: item.key, reading: item.reading ?? item.key) { return keyed }
        return try dictionary.entries(headword: item.key).first
    }

    /// The accents of a kept word's reading (`item.reading`, else the entry's own), nil when there is no
    /// `pitch.bin`, the dictionaries do not know the reading, or the item is a kanji.
    public func pitch(of item: RecordedItem, entry: DictionaryEntry?) throws(DatasetError) -> ReadingPitch? {
        guard item.kind == .word, let pitch, let entry else { return nil }
        return try pitch.pitch(of: entry, reading: item.reading)
    }

    /// The item's frequency rank (1 the most common): KANJIDIC's newspaper rank for a kanji, wordfreq's for a
    /// word; `nil` when the data has none.
    public func frequencyRank(of item: RecordedItem) throws(DatasetError) -> Int? {
        switch item.kind {
        case .kanji: try store.kanji(for: item.key)?.frequencyRank
        case .word: try entry(of: item)?.wordfreqRank
        }
    }

    /// "生物[なまもの]" → ("生物", "なまもの"); "日本" → ("日本", nil).
    public static func split(_ text: String) -> (form: String, reading: String?) {
        guard text.hasSuffix("]"), let open = text.firstIndex(of: "[") else { return (text, nil) }
        let reading = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return (String(text[..<open]), reading.isEmpty ? nil : reading)
    }
}

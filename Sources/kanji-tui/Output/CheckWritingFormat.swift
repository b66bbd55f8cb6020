import ArgumentParser

/// How `check-writing` prints its verdicts: `--text` (the default), `--json` or `--tsv`; one flag so ArgumentParser
/// itself rejects two formats at once.
enum CheckWritingFormat: String, EnumerableFlag {
    case text, json, tsv

    static func help(for value: CheckWritingFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print a summary line, then one line per stroke: drawn number, verdict, the kanji's stroke, score."
        case .json: return "Print a JSON object: the kanji, its stroke count, the strokes drawn and each verdict."
        case .tsv: return "Print tab-separated values under a header line, one verdict per line."
        }
    }
}

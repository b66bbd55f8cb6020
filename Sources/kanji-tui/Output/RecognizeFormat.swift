import ArgumentParser

/// How `recognize` prints its candidates: `--text` (the default), `--json` or `--tsv`; one flag so ArgumentParser
/// itself rejects two formats at once.
enum RecognizeFormat: String, EnumerableFlag {
    case text, json, tsv

    static func help(for value: RecognizeFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print one candidate per line for reading: rank, character, score, strokes, meanings."
        case .json: return "Print a JSON array of candidates."
        case .tsv: return "Print tab-separated values under a header line."
        }
    }
}

import ArgumentParser

/// How `show` and `word` print: `--text` (the default), `--json` or `--tsv`; one flag, so ArgumentParser itself
/// rejects two formats at once, as it does for `list`, `search` and `words`.
enum DetailFormat: String, EnumerableFlag {
    case text, json, tsv

    static func help(for value: DetailFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print the detail for reading (the default)."
        case .json: return "Print JSON (every word)."
        case .tsv: return "Print tab-separated values under a header line (every word)."
        }
    }
}

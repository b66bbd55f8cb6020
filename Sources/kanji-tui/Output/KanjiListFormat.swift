import ArgumentParser
import KanjiKit

/// How `search` and `list` print their kanji: `--text` (the default), `--json` or `--tsv`; one flag
/// so ArgumentParser itself rejects two formats at once.
enum KanjiListFormat: String, EnumerableFlag {
    case text, json, tsv

    static func help(for value: KanjiListFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print one kanji per line for reading."
        case .json: return "Print a JSON array of kanji (every result)."
        case .tsv: return "Print tab-separated values under a header line (every result)."
        }
    }

    /// Prints `kanji` in this format.
    /// - Parameter textLimit: how many kanji the text format shows before a "… more" line; nil shows all.
    ///   JSON and TSV are for programs and always hold every kanji.
    func print(_ kanji: [Kanji], textLimit: Int?) throws {
        switch self {
        case .json:
            try JSONOutput.print(kanji)
        case .tsv:
            try TextOutput.standardOutput.write(([KanjiTSV.header] + kanji.map(KanjiTSV.row)).map { $0 + "\n" }.joined())
        case .text:
            let shown = textLimit.map { Array(kanji.prefix($0)) } ?? kanji
            var text = shown.map { PlainText.line(for: $0) + "\n" }.joined()
            if shown.count < kanji.count {
                text += "… \(kanji.count - shown.count) more (--limit 0 shows all)\n"
            }
            try TextOutput.standardOutput.write(text)
        }
    }
}

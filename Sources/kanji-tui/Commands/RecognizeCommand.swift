import ArgumentParser
import Handwriting
import KanjiKit
import StrokeDrawings

/// `kanji-tui recognize strokes.json`: the kanji that handwritten strokes may be, as the Draw screen lists them, for
/// scripts and tests.
struct RecognizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recognize",
        abstract: "Print the kanji that handwritten strokes (JSON) may be, best first, with their scores.",
        discussion: """
            The input is {"width": W, "height": H, "strokes": [[[x, y], ...], ...]}: the canvas's size, then each stroke's \
            points in the order drawn. Recognition: Zinnia (BSD) with tegaki's Japanese model (LGPL 2.1+, Debian package \
            tegaki-zinnia-japanese), re-ranked by stroke count and frequency (KANJIDIC2) and by KanjiVG's strokes. Points off the \
            canvas are kept: the canvas grows to hold them. A stroke of more than \(HandwrittenStrokes.maximumPointsPerStroke) \
            points is thinned to that many; more than \(HandwrittenStrokes.maximumPoints) points in all are refused. \
            Malformed input (not JSON, another shape, no strokes, an empty stroke, a number out of range, too many strokes \
            or points) or a file that cannot be read is named on stderr with what was wrong, and exits with status 2.
            """
    )

    /// More candidates than anyone reads; Zinnia is asked for this many.
    static let limits = 1...ZinniaRecognizer.candidatesAsked

    @Argument(help: ArgumentHelp("The strokes as JSON; - (the default) reads standard input.", valueName: "file"), completion: .file())
    var file = "-"

    @Flag var format = RecognizeFormat.text

    @Option(help: "How many candidates to print (\(limits.lowerBound)-\(limits.upperBound)).")
    var limit = 10

    @Flag(help: "Zinnia's own order, without re-ranking by stroke count and frequency.")
    var raw = false

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard Self.limits.contains(limit) else {
            throw ValidationError("--limit must be \(Self.limits.lowerBound) to \(Self.limits.upperBound), not \(limit).")
        }
    }

    func run() throws {
        let strokes = try HandwritingInput.read(file)
        let recognizer: ZinniaRecognizer
        do {
            recognizer = try ZinniaRecognizer()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error)\n")
            throw ExitCode(2)
        }
        let store = try data.openStore()
        let candidates = recognizer.classify(strokes)
        var known: [String: Kanji] = [:]
        for candidate in candidates {
            known[candidate.character] = try BadData.exitOnError { () throws(DatasetError) in try store.kanji(for: candidate.character) }
        }
        let ranking = raw ? CandidateRanking.recognizerOnly : .standard
        let drawings = try? StrokeFile(path: try data.dataDirectory() + "/" + StrokeFile.fileName)
        // Kanji a stroke or two away from the strokes drawn, by their KanjiVG shapes (none with --raw).
        let allKanji = raw ? [] : try BadData.exitOnError { () throws(DatasetError) in try store.allKanji() }
        let shapes = KanjiShapes(kanji: allKanji) { kanji in kanji.character.first.flatMap { (try? drawings?.drawing(for: $0)) ?? nil } }
        let ranked = ranking.ranked(candidates, for: strokes, facts: { character in
            known[character].map { kanji in
                KanjiFacts(kanji: kanji, strokesDrawn: strokes.strokeCount) { (try? drawings?.drawing(for: Character(character))) ?? nil }
            }
        }, shapes: raw ? nil : shapes)
        for candidate in ranked.prefix(limit) where known[candidate.character] == nil {
            known[candidate.character] = try BadData.exitOnError { () throws(DatasetError) in try store.kanji(for: candidate.character) }
        }
        let rows = ranked.prefix(limit).enumerated().map { index, candidate in
            CandidateRow(rank: index + 1, character: candidate.character, score: candidate.score,
                         recognizerScore: candidate.recognizerScore, strokes: known[candidate.character]?.strokeCount,
                         meanings: known[candidate.character]?.meanings ?? [])
        }
        switch format {
        case .json: try JSONOutput.print(rows)
        case .tsv:
            let lines = ["rank\tcharacter\tscore\tzinnia_score\tstrokes\tmeanings"] + rows.map { row in
                [String(row.rank), row.character, Self.fixed(row.score), Self.fixed(row.recognizerScore),
                 row.strokes.map(String.init) ?? "", TSVField.cleaned(row.meanings.joined(separator: "; "))].joined(separator: "\t")
            }
            try TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
        case .text:
            if rows.isEmpty { try TextOutput.standardOutput.write("no candidates\n") }
            try TextOutput.standardOutput.write(rows.map { row in
                let strokes = row.strokes.map { "\($0) stroke\($0 == 1 ? "" : "s")" } ?? "not in the dataset"
                return "\(row.rank). \(row.character)  \(Self.fixed(row.score))  \(strokes)  \(row.meanings.joined(separator: "; "))\n"
            }.joined())
        }
    }

    /// A score with three decimals: "0.913", "-0.120".
    static func fixed(_ value: Double) -> String {
        // A score is a small number; anything else is printed as it is rather than converted (which would trap).
        guard value.isFinite, abs(value) < 1e12 else { return String(value) }
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// One candidate as printed.
    struct CandidateRow: Encodable {
        let rank: Int
        let character: String
        /// The score it is ranked by (Zinnia's, adjusted unless --raw).
        let score: Double
        let recognizerScore: Double
        /// KANJIDIC2's stroke count; nil for a character outside the dataset (a kana).
        let strokes: Int?
        let meanings: [String]
    }
}

import ArgumentParser
import Handwriting
import KanjiKit
import StrokeDrawings

/// `kanji-tui check-writing 日 strokes.json`: each drawn stroke judged against KanjiVG's strokes of the kanji, as a
/// writing review judges them on release, so the judgement can be tested and scripted.
struct CheckWritingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-writing",
        abstract: "Judge a handwritten kanji (JSON strokes) stroke by stroke against KanjiVG's stroke order.",
        discussion: """
            The strokes are JSON as 'recognize' takes them: {"width": W, "height": H, "strokes": [[[x, y], ...], ...]}; \
            points off the canvas are kept (the canvas grows to hold them). The drawing's box is taken for the kanji's, \
            wherever and however large it was drawn. Each stroke is ok, wrong-shape, reversed (drawn from its end), \
            out-of-order (it is another stroke of the kanji, drawn before its turn: the stroke it is and the one due are \
            named), extra, or, for a stroke never drawn, missing; each with a score from 0 to 1 (how alike it is to the \
            stroke it was taken for). Malformed JSON, no strokes, a number out of range or more points than 'recognize' \
            reads (\(HandwrittenStrokes.maximumPoints) in all; a stroke of more than \
            \(HandwrittenStrokes.maximumPointsPerStroke) is thinned to that many) exits with status 2; a \
            character outside the dataset, or one KanjiVG does not draw, with status 1. \
            Drawings: KanjiVG © Ulrich Apel, CC BY-SA 3.0.
            """
    )

    @Argument(help: "The kanji that was meant, e.g. 日.")
    var character: String

    @Argument(help: ArgumentHelp("The strokes as JSON; - reads standard input.", valueName: "file"), completion: .file())
    var file: String

    @Flag var format = CheckWritingFormat.text

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard character.count == 1 else {
            throw ValidationError("'check-writing' takes one kanji, not \(ArgumentText.quoted(character)).")
        }
    }

    func run() throws {
        let directory = try data.dataDirectory()
        let (kanji, drawing) = try BadData.exitOnError { () throws(DatasetError) in
            (try KanjiFile(path: directory + "/kanji.tsv").kanji(for: character),
             try StrokeFile(path: directory + "/" + StrokeFile.fileName).drawing(for: Character(character)))
        }
        guard kanji != nil else {
            TextOutput.standardError.write("kanji-tui: \(character) is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
            throw ExitCode(1)
        }
        guard let drawing else {
            TextOutput.standardError.write("kanji-tui: no stroke-order drawing for \(character) in KanjiVG, so its writing cannot be checked.\n")
            throw ExitCode(1)
        }
        let strokes = try HandwritingInput.read(file)
        let verdicts = StrokeJudge.judge(strokes, against: drawing)
        let report = WritingReport(kanji: character, strokeCount: drawing.strokes.count, drawn: strokes.strokeCount, verdicts: verdicts)
        switch format {
        case .json: try JSONOutput.print(report)
        case .tsv: try TextOutput.standardOutput.write(report.tsv)
        case .text: try TextOutput.standardOutput.write(report.text)
        }
    }
}

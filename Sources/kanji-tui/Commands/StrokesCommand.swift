import ArgumentParser
import KanjiKit
import StrokeDrawings

/// `kanji-tui strokes 日`: how a kanji is written, drawn in braille from KanjiVG's strokes.
struct StrokesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strokes",
        abstract: "Draw a kanji's stroke order in braille: finished with stroke numbers, or frame by frame.",
        discussion: "Drawings: KanjiVG © Ulrich Apel, CC BY-SA 3.0, https://kanjivg.tagaini.net (see 'kanji-tui about')."
    )

    /// Widths a drawing can take: below 8 columns no kanji is legible, above 200 no terminal is that wide.
    static let widths = 8...200

    @Argument(help: "The kanji, e.g. 日.")
    var character: String

    @Flag(help: "Print every frame, from stroke 1 to the last, each numbering its new stroke.")
    var frames = false

    @Flag(help: "Print the strokes as JSON instead: each stroke's points in KanjiVG's 109 × 109 box, in drawing order.")
    var json = false

    @Option(help: ArgumentHelp("The drawing's width in columns (8-200); it is half as many rows high, so it looks square.",
                               valueName: "cols"))
    var size = 32

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard character.count == 1 else {
            throw ValidationError("'strokes' takes one kanji, not \(ArgumentText.quoted(character)).")
        }
        guard Self.widths.contains(size) else {
            throw ValidationError("--size must be \(Self.widths.lowerBound) to \(Self.widths.upperBound) columns, not \(size).")
        }
    }

    func run() throws {
        let directory = try data.dataDirectory()
        let drawing = try BadData.exitOnError { () throws(DatasetError) in
            try StrokeFile(path: directory + "/" + StrokeFile.fileName).drawing(for: Character(character))
        }
        guard let drawing else {
            TextOutput.standardError.write("kanji-tui: no stroke-order drawing for \(character) in KanjiVG.\n")
            throw ExitCode(1)
        }
        if json { return try JSONOutput.print(StrokesReport(drawing)) }
        try TextOutput.standardOutput.write(frames ? everyFrame(of: drawing) : finished(drawing))
    }

    // MARK: - Text

    /// The whole kanji with every stroke's number, under a caption.
    private func finished(_ drawing: StrokeDrawing) -> String {
        let count = drawing.strokes.count
        let picture = StrokePicture(drawing: drawing, size: .square(columns: size), numbering: .drawnStrokes)
        return "\(character) · \(count) stroke\(count == 1 ? "" : "s")\n" + text(of: picture)
    }

    /// Frames 1…n, each adding one stroke and numbering only it, since plain text cannot colour it.
    private func everyFrame(of drawing: StrokeDrawing) -> String {
        let count = drawing.strokes.count
        return (1...count).map { drawn in
            let picture = StrokePicture(drawing: drawing, size: .square(columns: size), strokesDrawn: drawn,
                                        numbering: .lastDrawnStroke)
            return "\(character) · stroke \(drawn) of \(count)\n" + text(of: picture)
        }.joined(separator: "\n")
    }

    private func text(of picture: StrokePicture) -> String {
        picture.lines.map { $0 + "\n" }.joined()
    }
}

/// The JSON shape of `strokes --json`: the kanji, its strokes in order, each a polyline of `[x, y]` points in KanjiVG's
/// square box (`view_box` units a side, y down) and where KanjiVG puts its number.
struct StrokesReport: Encodable {
    struct StrokeReport: Encodable {
        let number: Int
        let points: [[Double]]
        let numberAnchor: [Double]
    }

    let character: String
    let strokeCount: Int
    let viewBox: Double
    let strokes: [StrokeReport]

    init(_ drawing: StrokeDrawing) {
        character = String(drawing.character)
        strokeCount = drawing.strokes.count
        viewBox = StrokeDrawing.viewBoxSide
        strokes = drawing.strokes.enumerated().map { number, stroke in
            StrokeReport(number: number + 1, points: stroke.points.map { [$0.x, $0.y] },
                         numberAnchor: [stroke.numberAnchor.x, stroke.numberAnchor.y])
        }
    }
}

import Browser
import Handwriting
import StrokeDrawings

/// Draws the Draw screen: the word built so far (or how to draw) on the top line, a square canvas in braille inside
/// a frame, the strokes drawn on it (the one under way standing out), and beside it the candidates, best first, each
/// with its stroke count and meaning.
enum DrawRenderer: ScreenRenderer {
    /// The candidates' column needs at least this much room; the canvas takes the rest, up to a square as high as
    /// the body.
    static let minimumListWidth = 24
    /// The stroke column: "12 strokes".
    static let strokesWidth = 10

    /// Where the canvas and the list go in a body of a given size.
    struct Layout {
        /// The canvas's inside (within its frame): top-left cell and size, a square in dots.
        let canvasRow: Int
        let canvasColumn: Int
        let canvas: BrailleSize
        /// The list: its heading's row, its column and width, and the rows for candidates under the heading.
        let listRow: Int
        let listColumn: Int
        let listWidth: Int
        let listRows: Int

        init(width: Int, height: Int, top: Int) {
            // Rows: the caption, the frame's top, the canvas, the frame's bottom, then the footer.
            let innerRows = max(2, height - top - 5)
            let innerColumns = max(4, min(2 * innerRows, width - 5 - DrawRenderer.minimumListWidth))
            canvas = BrailleSize(columns: innerColumns, rows: innerColumns / 2)
            canvasRow = top + 2
            canvasColumn = 2
            listRow = top + 1 // the frame's top row
            listColumn = canvasColumn + innerColumns + 3
            listWidth = max(1, width - listColumn - 1)
            listRows = max(1, height - 1 - (listRow + 1))
        }
    }

    static func layout(of draw: DrawViewModel, size: TerminalSize) -> Layout {
        Layout(width: size.columns, height: size.rows, top: 1)
    }

    static func resize(_ draw: DrawViewModel, to layout: Layout) {
        draw.setVisibleRows(layout.listRows)
    }

    static func draw(_ draw: DrawViewModel, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if draw.word.isEmpty {
            grid.put("Draw a kanji with the left button held: each press, drag and release is a stroke. Enter adds it to a word.",
                     row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        } else {
            let column = 1 + grid.put("Word ", row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
            let after = column + grid.put(draw.word, row: top, column: column, style: .accent, maxWidth: max(0, grid.width - 1 - column))
            let hint = draw.recorder.drawnStrokes.isEmpty ? "  Enter looks it up · draw the next character" : "  draw the next character"
            grid.put(hint, row: top, column: after, style: .muted, maxWidth: max(0, grid.width - 1 - after))
        }
        drawFrame(layout, into: &grid)
        grid.put(picture(of: draw, size: layout.canvas), row: layout.canvasRow, column: layout.canvasColumn)
        if draw.strokesLackMotion {
            let lines = "No motion came from the terminal: a press draws only a dot. Use one that reports drags (xterm, kitty, foot, WezTerm; in tmux, set -g mouse on)."
                .wrapped(toWidth: layout.canvas.columns - 2)
            for (offset, line) in lines.prefix(layout.canvas.rows).enumerated() {
                grid.put(line, row: layout.canvasRow + offset, column: layout.canvasColumn + 1, style: .accent)
            }
        }
        return drawList(draw, layout: layout, into: &grid)
    }

    static func status(of draw: DrawViewModel) -> String { draw.statusText }

    static func canvas(of draw: DrawViewModel, layout: Layout) -> CanvasTarget? {
        CanvasTarget(row: layout.canvasRow, column: layout.canvasColumn, rows: layout.canvas.rows, columns: layout.canvas.columns,
                     on: draw) { draw, stroke, x, y in
            let side = Double(DrawViewModel.canvasSide)
            let point = HandwritingPoint(x: Int((x * side).rounded(.down)), y: Int((y * side).rounded(.down)))
            switch stroke {
            case .down: draw.handle(.pen(.press(point)))
            case .move: draw.handle(.pen(.drag(point)))
            case .up: draw.handle(.pen(.release(point)))
            }
        }
    }

    // MARK: Private

    /// The strokes as a braille picture: the canvas's units scaled to KanjiVG's view box, which the stroke-order
    /// pictures are drawn from, so drawn strokes look as the stroke order's do.
    private static func picture(of draw: DrawViewModel, size: BrailleSize) -> StrokePicture {
        let scale = StrokeDrawing.viewBoxSide / Double(DrawViewModel.canvasSide)
        let strokes = draw.recorder.drawnStrokes.map { points in
            let scaled = points.map { StrokePoint(x: (Double($0.x) + 0.5) * scale, y: (Double($0.y) + 0.5) * scale) }
            return Stroke(points: scaled, numberAnchor: scaled[0])
        }
        return StrokePicture(drawing: StrokeDrawing(character: "?", strokes: strokes), size: size,
                             highlightsLastDrawn: draw.recorder.currentStroke != nil, numbering: .none)
    }

    /// The frame around the canvas, muted: where the canvas ends, since blank braille is invisible. The writing review
    /// frames its canvas the same way.
    static func drawFrame(_ layout: Layout, into grid: inout CellGrid) {
        let left = layout.canvasColumn - 1
        let right = layout.canvasColumn + layout.canvas.columns
        let topRow = layout.canvasRow - 1
        let bottomRow = layout.canvasRow + layout.canvas.rows
        let horizontal = String(repeating: "─", count: layout.canvas.columns)
        grid.put("┌" + horizontal + "┐", row: topRow, column: left, style: .muted)
        grid.put("└" + horizontal + "┘", row: bottomRow, column: left, style: .muted)
        for row in layout.canvasRow..<bottomRow {
            grid.put("│", row: row, column: left, style: .muted)
            grid.put("│", row: row, column: right, style: .muted)
        }
    }

    /// The heading and the candidates, or what stands in their place: the missing model, a refused stroke, how to
    /// start.
    private static func drawList(_ draw: DrawViewModel, layout: Layout, into grid: inout CellGrid) -> [ClickTarget] {
        let width = layout.listWidth
        if let problem = draw.modelProblem ?? draw.message {
            for (offset, line) in problem.wrapped(toWidth: width).prefix(layout.listRows + 1).enumerated() {
                grid.put(line, row: layout.listRow + offset, column: layout.listColumn, style: .accent, maxWidth: width)
            }
            if draw.modelProblem != nil || draw.candidates.isEmpty { return [] }
        } else if draw.candidates.isEmpty {
            let hint = draw.strokes.isEmpty ? "The kanji it may be come here after each stroke. Backspace takes a stroke back, c clears."
                : "No kanji in the dataset matches these strokes."
            for (offset, line) in hint.wrapped(toWidth: width).prefix(layout.listRows + 1).enumerated() {
                grid.put(line, row: layout.listRow + offset, column: layout.listColumn, style: .muted, maxWidth: width)
            }
            return []
        } else {
            grid.put("Candidates, best first", row: layout.listRow, column: layout.listColumn, style: .header, maxWidth: width)
        }
        var targets: [ClickTarget] = []
        let right = layout.listColumn + width
        for (offset, index) in draw.cursor.visibleRange.enumerated() {
            let row = layout.listRow + 1 + offset
            guard row < grid.height - 1 else { break }
            let candidate = draw.candidates[index]
            let isSelected = index == draw.cursor.index
            let style: Style = isSelected ? .selection : .plain
            if isSelected { grid.fill(rows: row..<row + 1, columns: layout.listColumn..<right, style: .selection) }
            var column = ScreenChrome.putCell(candidate.kanji.character, into: &grid, row: row, column: layout.listColumn, width: 2,
                                              style: isSelected ? style : .accent) + 2
            let count = candidate.kanji.strokeCount
            column = ScreenChrome.putCell(count == 1 ? "1 stroke" : "\(count) strokes", into: &grid, row: row, column: column,
                                          width: strokesWidth, style: isSelected ? style : .muted) + 2
            grid.put(candidate.kanji.meanings.joined(separator: "; "), row: row, column: column, style: style,
                     maxWidth: max(0, right - column))
            targets.append(ClickTarget(row: row, columns: layout.listColumn..<right, item: .init("candidates", index), on: draw) {
                $0.handle(.choose(index: index))
            })
        }
        return targets
    }
}

import Browser

/// Draws the Draw screen: the word built so far (or how to draw) on the top line, a square canvas in braille inside
/// a frame, the strokes drawn on it (the one under way standing out), and beside it the candidates, best first, each
/// with its stroke count and meaning.
enum DrawRenderer: ScreenRenderer {
    /// The stroke column: "12 strokes".
    static let strokesWidth = 10

    /// The canvas on the left, the candidates beside it.
    static func layout(of draw: DrawViewModel, size: TerminalSize) -> CanvasLayout {
        CanvasLayout(width: size.columns, height: size.rows, top: 1)
    }

    static func resize(_ draw: DrawViewModel, to layout: CanvasLayout) {
        draw.setVisibleRows(layout.sideRows)
    }

    static func draw(_ draw: DrawViewModel, layout: CanvasLayout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if draw.word.isEmpty {
            grid.put("Draw a kanji with the left button held: each press, drag and release is a stroke. Enter adds it to a word.",
                     row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        } else {
            let column = 1 + grid.put("Word ", row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
            let after = column + grid.put(draw.word, row: top, column: column, style: .accent, maxWidth: max(0, grid.width - 1 - column))
            let hint = draw.recorder.drawnStrokes.isEmpty ? "  Enter looks it up · draw the next character" : "  draw the next character"
            grid.put(hint, row: top, column: after, style: .muted, maxWidth: max(0, grid.width - 1 - after))
        }
        CanvasRenderer.drawFrame(layout, into: &grid)
        let picture = CanvasRenderer.picture(of: draw.recorder.drawnStrokes, character: "?",
                                             highlightsLast: draw.recorder.currentStroke != nil, size: layout.canvas)
        grid.put(picture, row: layout.canvasRow, column: layout.canvasColumn)
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

    static func canvas(of draw: DrawViewModel, layout: CanvasLayout) -> CanvasTarget? {
        CanvasRenderer.target(layout, on: draw) { draw, event in draw.handle(.pen(event)) }
    }

    // MARK: Private

    /// The heading and the candidates, or what stands in their place: the missing model, a refused stroke, how to
    /// start.
    private static func drawList(_ draw: DrawViewModel, layout: CanvasLayout, into grid: inout CellGrid) -> [ClickTarget] {
        let width = layout.sideWidth
        if let problem = draw.modelProblem ?? draw.message {
            for (offset, line) in problem.wrapped(toWidth: width).prefix(layout.sideRows + 1).enumerated() {
                grid.put(line, row: layout.sideRow + offset, column: layout.sideColumn, style: .accent, maxWidth: width)
            }
            if draw.modelProblem != nil || draw.candidates.isEmpty { return [] }
        } else if draw.candidates.isEmpty {
            let hint = draw.strokes.isEmpty ? "The kanji it may be come here after each stroke. Backspace takes a stroke back, c clears."
                : "No kanji in the dataset matches these strokes."
            for (offset, line) in hint.wrapped(toWidth: width).prefix(layout.sideRows + 1).enumerated() {
                grid.put(line, row: layout.sideRow + offset, column: layout.sideColumn, style: .muted, maxWidth: width)
            }
            return []
        } else {
            grid.put("Candidates, best first", row: layout.sideRow, column: layout.sideColumn, style: .header, maxWidth: width)
        }
        var targets: [ClickTarget] = []
        let right = layout.sideColumn + width
        for (offset, index) in draw.cursor.visibleRange.enumerated() {
            let row = layout.sideRow + 1 + offset
            guard row < grid.height - 1 else { break }
            let candidate = draw.candidates[index]
            let isSelected = index == draw.cursor.index
            let style: Style = isSelected ? .selection : .plain
            if isSelected { grid.fill(rows: row..<row + 1, columns: layout.sideColumn..<right, style: .selection) }
            var column = ScreenChrome.putCell(candidate.kanji.character, into: &grid, row: row, column: layout.sideColumn, width: 2,
                                              style: isSelected ? style : .accent) + 2
            let count = candidate.kanji.strokeCount
            column = ScreenChrome.putCell(count == 1 ? "1 stroke" : "\(count) strokes", into: &grid, row: row, column: column,
                                          width: strokesWidth, style: isSelected ? style : .muted) + 2
            grid.put(candidate.kanji.meanings.joined(separator: "; "), row: row, column: column, style: style,
                     maxWidth: max(0, right - column))
            targets.append(ClickTarget(row: row, columns: layout.sideColumn..<right, item: .init("candidates", index), on: draw) {
                $0.handle(.choose(index: index))
            })
        }
        return targets
    }
}

import Browser
import Handwriting
import StrokeDrawings

/// Draws a writing review: where it is in the review on the top line; the canvas in braille inside a frame on the
/// left, with the strokes written (right ones redrawn clean) and, after a wrong stroke, the stroke as it should have
/// been standing out; beside it the meaning, the readings and a word with the kanji blanked, the stroke due, the line
/// about the last stroke and, once written, the grades with the proposed one in brackets.
enum WritingReviewRenderer: ScreenRenderer {
    static let labelWidth = 9

    /// The Draw screen's layout: the canvas on the left, a column beside it (here the prompt, not candidates).
    static func layout(of review: WritingReviewViewModel, size: TerminalSize) -> DrawRenderer.Layout {
        DrawRenderer.Layout(width: size.columns, height: size.rows, top: 1)
    }

    /// Nothing scrolls: the prompt is a few lines.
    static func resize(_ review: WritingReviewViewModel, to layout: DrawRenderer.Layout) {}

    static func draw(_ review: WritingReviewViewModel, layout: DrawRenderer.Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        grid.put("Card \(review.position) · \(review.state) · writing", row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        DrawRenderer.drawFrame(layout, into: &grid)
        grid.put(picture(of: review, size: layout.canvas), row: layout.canvasRow, column: layout.canvasColumn)
        let column = layout.listColumn
        let width = layout.listWidth
        var row = layout.listRow
        let bottom = grid.height - 1
        grid.put(review.meaning, row: row, column: column, style: Style([.bold], color: .accent), maxWidth: width)
        row += 2
        for fact in review.prompt where row < bottom {
            grid.put(fact.label, row: row, column: column, style: .muted, maxWidth: labelWidth)
            grid.put(fact.value, row: row, column: column + labelWidth, maxWidth: max(0, width - labelWidth))
            row += 1
        }
        row += 1
        if row < bottom { grid.put(review.progress, row: row, column: column, style: .header, maxWidth: width) }
        row += 1
        if review.isWritten && row < bottom {
            grid.put("Kanji", row: row, column: column, style: .muted, maxWidth: labelWidth)
            grid.put(review.kanji, row: row, column: column + labelWidth, style: .accent, maxWidth: max(0, width - labelWidth))
            row += 1
        }
        if let notice = review.notice {
            for line in notice.wrapped(toWidth: max(1, width)) where row < bottom {
                grid.put(line, row: row, column: column, style: .accent, maxWidth: width)
                row += 1
            }
        }
        if review.isWritten {
            for label in review.gradeLabels where row < bottom {
                grid.put(label, row: row, column: column, style: .header, maxWidth: width)
                row += 1
            }
        }
        return []
    }

    static func status(of review: WritingReviewViewModel) -> String { review.position }

    static func canvas(of review: WritingReviewViewModel, layout: DrawRenderer.Layout) -> CanvasTarget? {
        CanvasTarget(row: layout.canvasRow, column: layout.canvasColumn, rows: layout.canvas.rows, columns: layout.canvas.columns,
                     on: review) { review, stroke, x, y in
            let side = Double(WritingReviewViewModel.canvasSide)
            let point = HandwritingPoint(x: Int((x * side).rounded(.down)), y: Int((y * side).rounded(.down)))
            switch stroke {
            case .down: review.handle(.pen(.press(point)))
            case .move: review.handle(.pen(.drag(point)))
            case .up: review.handle(.pen(.release(point)))
            }
        }
    }

    /// The strokes written, then the one standing out — the stroke under way, or else the hint — in KanjiVG's view box.
    private static func picture(of review: WritingReviewViewModel, size: BrailleSize) -> StrokePicture {
        let scale = StrokeDrawing.viewBoxSide / Double(WritingReviewViewModel.canvasSide)
        let standingOut = review.recorder.currentStroke ?? review.hint
        let strokes = (review.written + (standingOut.map { [$0] } ?? [])).map { points in
            let scaled = points.map { StrokePoint(x: (Double($0.x) + 0.5) * scale, y: (Double($0.y) + 0.5) * scale) }
            return Stroke(points: scaled, numberAnchor: scaled[0])
        }
        return StrokePicture(drawing: StrokeDrawing(character: review.kanji.first ?? "?", strokes: strokes), size: size,
                             highlightsLastDrawn: standingOut != nil, numbering: .none)
    }
}

import Browser
import StrokeDrawings

/// Draws a writing review: where it is in the review on the top line; the canvas in braille inside a frame on the
/// left, with the strokes written (right ones redrawn clean) and, after a wrong stroke, the stroke as it should have
/// been standing out; beside it the meaning, the readings and a word with the kanji blanked, the stroke due, the line
/// about the last stroke and, once written, the grades with the proposed one in brackets.
enum WritingReviewRenderer: ScreenRenderer {
    static let labelWidth = 9

    /// The canvas on the left, the prompt beside it.
    static func layout(of review: WritingReviewViewModel, size: TerminalSize) -> CanvasLayout {
        CanvasLayout(width: size.columns, height: size.rows, top: 1)
    }

    /// Nothing scrolls: the prompt is a few lines.
    static func resize(_ review: WritingReviewViewModel, to layout: CanvasLayout) {}

    static func draw(_ review: WritingReviewViewModel, layout: CanvasLayout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        grid.put("Card \(review.position) · \(review.state) · writing", row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        CanvasRenderer.drawFrame(layout, into: &grid)
        grid.put(picture(of: review, size: layout.canvas), row: layout.canvasRow, column: layout.canvasColumn)
        let column = layout.sideColumn
        let width = layout.sideWidth
        var row = layout.sideRow
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

    static func canvas(of review: WritingReviewViewModel, layout: CanvasLayout) -> CanvasTarget? {
        CanvasRenderer.target(layout, on: review) { review, event in review.handle(.pen(event)) }
    }

    /// The strokes written, then the one standing out — the stroke under way, or else the hint.
    private static func picture(of review: WritingReviewViewModel, size: BrailleSize) -> StrokePicture {
        let standingOut = review.recorder.currentStroke ?? review.hint
        return CanvasRenderer.picture(of: review.written + (standingOut.map { [$0] } ?? []), character: review.kanji.first ?? "?",
                                      highlightsLast: standingOut != nil, size: size)
    }
}

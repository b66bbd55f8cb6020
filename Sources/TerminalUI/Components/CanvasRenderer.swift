import Browser
import Handwriting
import StrokeDrawings

/// Draws a pen canvas where a ``CanvasLayout`` puts it — its frame, the strokes on it — and names it as the mouse's
/// canvas: what the Draw screen and a writing review share, so neither borrows the other's renderer.
enum CanvasRenderer {
    /// The frame around the canvas, muted: where the canvas ends, since blank braille is invisible.
    static func drawFrame(_ layout: CanvasLayout, into grid: inout CellGrid) {
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

    /// `strokes` (in ``PenCanvas`` units) as a braille picture of `size`: the canvas's units scaled to KanjiVG's view
    /// box, which the stroke-order pictures are drawn from, so drawn strokes look as the stroke order's do.
    /// - Parameter highlightsLast: whether the last stroke stands out (the one under way, a hint).
    static func picture(of strokes: [[HandwritingPoint]], character: Character, highlightsLast: Bool, size: BrailleSize) -> StrokePicture {
        let scale = StrokeDrawing.viewBoxSide / Double(PenCanvas.side)
        let scaled = strokes.map { points in
            let points = points.map { StrokePoint(x: (Double($0.x) + 0.5) * scale, y: (Double($0.y) + 0.5) * scale) }
            return Stroke(points: points, numberAnchor: points[0])
        }
        return StrokePicture(drawing: StrokeDrawing(character: character, strokes: scaled), size: size,
                             highlightsLastDrawn: highlightsLast, numbering: .none)
    }

    /// The canvas as the mouse's: each press, drag and release on it reaches `model` as a ``PenEvent`` in canvas
    /// units. Holds `model` weakly, as every click target does.
    static func target<Model: AnyObject>(_ layout: CanvasLayout, on model: Model,
                                         pen: @escaping @MainActor (Model, PenEvent) -> Void) -> CanvasTarget {
        CanvasTarget(row: layout.canvasRow, column: layout.canvasColumn, rows: layout.canvas.rows, columns: layout.canvas.columns,
                     on: model) { model, stroke, x, y in
            let side = Double(PenCanvas.side)
            let point = HandwritingPoint(x: Int((x * side).rounded(.down)), y: Int((y * side).rounded(.down)))
            switch stroke {
            case .down: pen(model, .press(point))
            case .move: pen(model, .drag(point))
            case .up: pen(model, .release(point))
            }
        }
    }
}

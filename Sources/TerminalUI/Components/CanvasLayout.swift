import StrokeDrawings

/// Where a screen with a pen canvas puts it at one size: a square canvas in braille on the left, inside a frame,
/// under the body's caption line, and a column beside it (the Draw screen's candidates, a writing review's prompt).
struct CanvasLayout {
    /// The column beside the canvas needs at least this much room; the canvas takes the rest, up to a square as high
    /// as the body.
    static let minimumSideWidth = 24

    /// The canvas's inside (within its frame): top-left cell and size, a square in dots.
    let canvasRow: Int
    let canvasColumn: Int
    let canvas: BrailleSize
    /// The column beside it: its first row (level with the frame's top), its column and width, and the rows under
    /// that first row.
    let sideRow: Int
    let sideColumn: Int
    let sideWidth: Int
    let sideRows: Int

    init(width: Int, height: Int, top: Int) {
        // Rows: the caption, the frame's top, the canvas, the frame's bottom, then the footer.
        let innerRows = max(2, height - top - 5)
        let innerColumns = max(4, min(2 * innerRows, width - 5 - Self.minimumSideWidth))
        canvas = BrailleSize(columns: innerColumns, rows: innerColumns / 2)
        canvasRow = top + 2
        canvasColumn = 2
        sideRow = top + 1 // the frame's top row
        sideColumn = canvasColumn + innerColumns + 3
        sideWidth = max(1, width - sideColumn - 1)
        sideRows = max(1, height - 1 - (sideRow + 1))
    }
}

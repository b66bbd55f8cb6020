import StrokeDrawings

extension CellGrid {
    /// The style of the current stroke and its number: colour where there is colour, bold either way.
    static let currentStrokeStyle = Style.accent
    /// The style of the strokes still to come, and of earlier strokes' numbers: there, but in the background.
    static let backgroundStrokeStyle = Style.muted

    /// Writes a braille picture with its top-left cell at (`row`, `column`), clipped to the grid: the current
    /// stroke stands out, numbers are muted but for the current stroke's.
    ///
    /// - Parameter ghost: the finished kanji at the same size, shown muted wherever `picture` has no ink yet,
    ///   so the strokes still to come are there to see, as on printed stroke-order charts.
    mutating func put(_ picture: StrokePicture, row: Int, column: Int, ghost: StrokePicture? = nil) {
        for (rowOffset, cells) in picture.rows.enumerated() where (0..<height).contains(row + rowOffset) {
            for (columnOffset, cell) in cells.enumerated() where (0..<width).contains(column + columnOffset) {
                var shown = Cell(text: String(cell.character), width: 1, style: Self.style(of: cell))
                if cell.isBlank, let ghostCell = ghost?.rows[rowOffset][columnOffset], !ghostCell.isBlank, !ghostCell.isNumber {
                    shown = Cell(text: String(ghostCell.character), width: 1, style: Self.backgroundStrokeStyle)
                }
                place(shown, row: row + rowOffset, column: column + columnOffset)
            }
        }
    }

    private static func style(of cell: StrokeCell) -> Style {
        if cell.isCurrentStroke { return currentStrokeStyle }
        return cell.isNumber ? backgroundStrokeStyle : .plain
    }
}

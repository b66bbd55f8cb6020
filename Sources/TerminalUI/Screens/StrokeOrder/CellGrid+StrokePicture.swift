import StrokeOrder

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
                if Self.isBlank(cell), let ghostCell = ghost?.rows[rowOffset][columnOffset], !Self.isBlank(ghostCell), !ghostCell.isNumber {
                    shown = Cell(text: String(ghostCell.character), width: 1, style: Self.backgroundStrokeStyle)
                }
                place(shown, row: row + rowOffset, column: column + columnOffset)
            }
        }
    }

    /// Whether `cell` is the empty braille pattern, by its scalar: `Character`'s `==` weighs Unicode
    /// equivalence, which costs a frame of thousands of cells more than the rest of its drawing.
    private static func isBlank(_ cell: StrokeCell) -> Bool {
        !cell.isNumber && cell.character.unicodeScalars.first == blankScalar
    }

    private static let blankScalar = StrokeCell.blank.character.unicodeScalars.first

    private static func style(of cell: StrokeCell) -> Style {
        if cell.isCurrentStroke { return currentStrokeStyle }
        return cell.isNumber ? backgroundStrokeStyle : .plain
    }
}

/// A screen's worth of cells, drawn in memory before anything reaches the terminal.
///
/// Renderers write into a grid; the session compares it with the previous frame and sends only the
/// difference. Golden tests compare `lines` with literal strings.
///
/// Invariant: a wide glyph's leading cell is always followed by its continuation cell in the same
/// style, and no continuation cell stands alone. Every write goes through `place`, which blanks the
/// other half of any wide glyph it overwrites, so half a kanji can never be left on screen.
public struct CellGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    private var cells: [Cell]

    /// A grid of blank cells.
    ///
    /// - Parameters:
    ///   - width: columns; negative values count as 0.
    ///   - height: rows; negative values count as 0.
    ///   - style: the style of the blanks, e.g. a background tint.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    // MARK: Reading

    public subscript(row: Int, column: Int) -> Cell {
        cells[index(row, column)]
    }

    /// The cells of one row, continuation cells included.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        precondition((0..<height).contains(row), "row \(row) is outside a grid of \(height) rows")
        return cells[row * width..<(row + 1) * width]
    }

    /// The text of each row, continuation cells left out so a line of kanji reads naturally.
    public var lines: [String] {
        (0..<height).map { row in
            self.row(row).reduce(into: "") { line, cell in line += cell.text }
        }
    }

    // MARK: Writing

    /// Blanks a rectangle, clipped to the grid: a background, or a selection bar across a row.
    ///
    /// - Parameters:
    ///   - rows: the rows to fill.
    ///   - columns: the columns to fill.
    ///   - style: the style of the blanks.
    public mutating func fill(rows: Range<Int>, columns: Range<Int>, style: Style = .plain) {
        for row in rows.clamped(to: 0..<height) {
            for column in columns.clamped(to: 0..<width) {
                place(.blank(style), row: row, column: column)
            }
        }
    }

    /// Copies `other` (as wide as this grid) into the rows from `top` down, clipped to the grid: a screen drawn on
    /// its own, under a tab bar. Whole rows are copied, so wide glyphs stay whole.
    public mutating func paste(_ other: CellGrid, atRow top: Int) {
        precondition(other.width == width, "a pasted grid must be as wide as the grid")
        for row in 0..<other.height where (0..<height).contains(top + row) {
            cells.replaceSubrange(index(top + row, 0)..<index(top + row, 0) + width, with: other.row(row))
        }
    }

    /// Writes one glyph cell (width 1 or 2) and, for a wide one, its continuation. Any wide glyph
    /// partly covered is blanked first. The caller keeps a wide glyph inside the grid.
    mutating func place(_ cell: Cell, row: Int, column: Int) {
        blankWideGlyph(row: row, column: column)
        if cell.width == 2 {
            blankWideGlyph(row: row, column: column + 1)
            cells[index(row, column + 1)] = .continuation(cell.style)
        }
        cells[index(row, column)] = cell
    }

    // MARK: Private

    /// If the cell is either half of a wide glyph, turns both halves into blanks of its style.
    private mutating func blankWideGlyph(row: Int, column: Int) {
        let cell = self[row, column]
        let leading = cell.isContinuation ? column - 1 : column
        guard cell.isContinuation || cell.width == 2 else { return }
        cells[index(row, leading)] = .blank(cell.style)
        cells[index(row, leading + 1)] = .blank(cell.style)
    }

    private func index(_ row: Int, _ column: Int) -> Int {
        precondition((0..<height).contains(row) && (0..<width).contains(column), "cell (\(row), \(column)) is outside a \(width)×\(height) grid")
        return row * width + column
    }
}

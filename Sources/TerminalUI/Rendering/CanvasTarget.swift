/// Where a frame has a canvas to draw on with the mouse (the Draw screen's), and what a pen there does.
///
/// Unlike a ``ClickTarget`` it hears the whole stroke: the press inside it, then every drag and the release
/// wherever the pointer goes (a drag that leaves the canvas, or the terminal, is drawn along its edge).
public struct CanvasTarget {
    /// The pen's three moves.
    public enum Stroke: Sendable {
        case down, move, up
    }

    /// The canvas's cells on screen: its top-left cell and its size.
    public let row: Int
    public let column: Int
    public let rows: Int
    public let columns: Int
    /// What the pen does, given the position as a fraction of the canvas from its top-left corner (0…1 inside,
    /// beyond it when dragged out). It holds the screen **weakly**, as click targets do.
    let pen: @MainActor (Stroke, Double, Double) -> Void

    /// - Parameters:
    ///   - target: what the pen acts on (the Draw screen's view model); held weakly.
    init<Target: AnyObject>(row: Int, column: Int, rows: Int, columns: Int, on target: Target,
                            pen: @escaping @MainActor (Target, Stroke, Double, Double) -> Void) {
        self.init(row: row, column: column, rows: rows, columns: columns) { [weak target] stroke, x, y in
            if let target { pen(target, stroke, x, y) }
        }
    }

    private init(row: Int, column: Int, rows: Int, columns: Int, pen: @escaping @MainActor (Stroke, Double, Double) -> Void) {
        self.row = row
        self.column = column
        self.rows = rows
        self.columns = columns
        self.pen = pen
    }

    /// Whether the cell at `row`, `column` is on the canvas.
    func contains(row: Int, column: Int) -> Bool {
        (self.row..<(self.row + rows)).contains(row) && (self.column..<(self.column + columns)).contains(column)
    }

    /// Tells the canvas the pen's `stroke` at `event`'s position.
    func perform(_ stroke: Stroke, at event: MouseEvent) {
        pen(stroke, (event.x - Double(column)) / Double(columns), (event.y - Double(row)) / Double(rows))
    }

    /// The same canvas `rows` further down: a screen drawn below the tab bar.
    func moved(byRows offset: Int) -> CanvasTarget {
        CanvasTarget(row: row + offset, column: column, rows: rows, columns: columns, pen: pen)
    }
}

/// One rendered screen: the grid to draw, and which grid rows show which items so a mouse click can
/// be turned into "item n" without the app knowing the layout.
public struct Frame: Sendable {
    public var grid: CellGrid
    /// Grid row → index of the list item drawn on it.
    public var itemRows: [Int: Int]

    public init(grid: CellGrid, itemRows: [Int: Int] = [:]) {
        self.grid = grid
        self.itemRows = itemRows
    }
}

/// One rendered screen: the grid to draw, and which grid rows show which items so a mouse click can
/// be turned into "item n" without the app knowing the layout.
public struct Frame: Sendable {
    public var grid: CellGrid
    /// Grid row → index of the list item drawn on it.
    public var itemRows: [Int: Int]
    /// Clickable cells that are not whole item rows; checked before `itemRows`.
    public var clickTargets: [ClickTarget]
    /// The first overlay line actually shown (the requested one, clamped to what can scroll).
    public var overlayLine: Int

    public init(grid: CellGrid, itemRows: [Int: Int] = [:], clickTargets: [ClickTarget] = [], overlayLine: Int = 0) {
        self.grid = grid
        self.itemRows = itemRows
        self.clickTargets = clickTargets
        self.overlayLine = overlayLine
    }
}

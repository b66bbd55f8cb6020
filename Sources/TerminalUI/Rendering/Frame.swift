/// One rendered screen: the grid to draw, and which grid rows show which items so a mouse click can
/// be turned into "item n" without the app knowing the layout.
public struct Frame {
    public var grid: CellGrid
    /// Where a click means something: item rows, and the radical picker's component cells.
    public var clickTargets: [ClickTarget]
    /// The first overlay line actually shown (the requested one, clamped to what can scroll).
    public var overlayLine: Int
    /// Where the mouse draws, when the screen has a canvas (the Draw screen): the app then asks for motion.
    public var canvas: CanvasTarget?

    public init(grid: CellGrid, clickTargets: [ClickTarget] = [], overlayLine: Int = 0, canvas: CanvasTarget? = nil) {
        self.grid = grid
        self.clickTargets = clickTargets
        self.overlayLine = overlayLine
        self.canvas = canvas
    }
}

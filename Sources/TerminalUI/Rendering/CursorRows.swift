import Browser

/// The one way a cursor's visible rows are drawn: the highlighted row filled across the width, each row's
/// click target, the cells left to the caller.
enum CursorRows {
    /// Draws the rows of `cursor.visibleRange` from `top` down.
    /// - Parameters:
    ///   - isCursorShown: whether the cursor row is highlighted (a pane without the keys shows none).
    ///   - model: what a click acts on; the targets hold it weakly.
    ///   - region: how the click targets name their items.
    ///   - click: what a click on item `index` does to `model`.
    ///   - drawRow: draws item `index` on `row` in `style` (the selection style on the cursor row).
    /// - Returns: one click target per row drawn.
    static func draw<Model: AnyObject>(_ cursor: ScrollingCursor, of model: Model, isCursorShown: Bool = true,
                                       into grid: inout CellGrid, top: Int, region: String = "items",
                                       click: @escaping @MainActor (Model, Int) -> Void,
                     drawRow: (_ index: Int, _ row: Int, _ style: Style, _ grid: inout CellGrid) -> Void) -> [ClickTarget] {
        var targets: [ClickTarget] = []
        for (offset, index) in cursor.visibleRange.enumerated() {
            let row = top + offset
            guard row < grid.height - 1 else { break }
            let isSelected = isCursorShown && index == cursor.index
            if isSelected { grid.fill(rows: row..<row + 1, columns: 0..<grid.width, style: .selection) }
            drawRow(index, row, isSelected ? .selection : .plain, &grid)
            targets.append(ClickTarget(row: row, columns: 0..<grid.width, item: .init(region, index), on: model) { click($0, index) })
        }
        return targets
    }
}

import Browser

/// How a ``ListScreen`` is drawn: its window sized by ``ListWindow`` under its heading lines, then a heading (or the
/// notice that takes its place), what an empty list says, or the rows under the cursor — each clickable, a click
/// being the list's own `.click`. The Components, History and Study renderers have this one shape; each says only
/// what its heading and its rows are.
protocol ListRenderer: ScreenRenderer where Model: ListScreen, Layout == Int {
    /// The lines above the rows: the heading (and, on the Study list, the settings and the column headings).
    static var headingLines: Int { get }
}

extension ListRenderer {
    static var headingLines: Int { 1 }

    /// The rows the items get.
    static func layout(of list: Model, size: TerminalSize) -> Int {
        ListWindow.rows(in: size, headingLines: headingLines)
    }

    static func resize(_ list: Model, to rows: Int) {
        list.setVisibleRows(rows)
    }

    /// Draws `heading` on the body's first line — accented when it is a notice or a question, muted otherwise — then
    /// `emptyText` under it when the list has no rows, else the rows.
    /// - Parameters:
    ///   - isEmpty: whether the list has no rows.
    ///   - drawRow: draws item `index` on `row` in `style` (the selection style on the cursor row).
    static func drawList(_ list: Model, heading: String, isNotice: Bool, emptyText: String, isEmpty: Bool,
                         into grid: inout CellGrid, top: Int,
                         drawRow: (_ index: Int, _ row: Int, _ style: Style, _ grid: inout CellGrid) -> Void) -> [ClickTarget] {
        grid.put(heading, row: top, column: 1, style: isNotice ? .accent : .muted, maxWidth: grid.width - 2)
        guard !isEmpty else {
            grid.put(emptyText, row: top + 1, column: 1, style: .muted)
            return []
        }
        return drawRows(list, into: &grid, top: top, drawRow: drawRow)
    }

    /// Draws the rows in view under the ``headingLines`` that start at `top`.
    static func drawRows(_ list: Model, into grid: inout CellGrid, top: Int,
                         drawRow: (_ index: Int, _ row: Int, _ style: Style, _ grid: inout CellGrid) -> Void) -> [ClickTarget] {
        CursorRows.draw(list.cursor, of: list, into: &grid, top: top + headingLines, click: { $0.handle(.click(index: $1)) }, drawRow: drawRow)
    }
}

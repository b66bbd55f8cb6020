import KanjiScreens

/// Draws a `KanjiListViewModel`: an optional subtitle, column headings, one kanji per row.
enum KanjiListRenderer {
    /// - Parameters:
    ///   - top: the first row the list may use (below the header); the footer row is kept free.
    /// - Returns: the rows that show kanji, where a click means that kanji.
    static func draw(_ list: KanjiListViewModel, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        var row = top
        if let subtitle = list.subtitle {
            grid.put(subtitle, row: row, column: 1, style: .accent, maxWidth: grid.width - 2)
            row += 1
        }
        let columns = ListColumn.layout(width: grid.width)
        drawRow(columns.map { ($0.column.heading, $0) }, into: &grid, row: row, style: Style(.underline, color: .muted))
        row += 1

        list.setVisibleRows(grid.height - 1 - row)
        guard !list.kanji.isEmpty else {
            grid.put("No kanji here.", row: row, column: 1, style: .muted)
            return []
        }
        var targets: [ClickTarget] = []
        for index in list.cursor.visibleRange {
            let kanji = list.kanji[index]
            let isSelected = index == list.cursor.index
            if isSelected { grid.fill(rows: row..<row + 1, columns: 0..<grid.width, style: .selection) }
            drawRow(columns.map { ($0.column.text(for: kanji), $0) }, into: &grid, row: row, style: isSelected ? .selection : .plain)
            targets.append(.row(row, of: grid, command: .click(index: index)))
            row += 1
        }
        return targets
    }

    private static func drawRow(_ cells: [(text: String, layout: (column: ListColumn, width: Int))],
                                into grid: inout CellGrid, row: Int, style: Style) {
        var column = 1
        for cell in cells {
            let cellStyle = cell.layout.column == .kanji && style != .selection ? Style.accent : style
            column = ScreenChrome.putCell(cell.text, into: &grid, row: row, column: column, width: cell.layout.width,
                                          alignRight: cell.layout.column.alignsRight, style: cellStyle) + ListColumn.gap
        }
    }
}

import KanjiScreens

/// Draws the filter form: one option per line with its checkbox or value, the cursor line highlighted.
enum FilterFormRenderer {
    /// - Returns: the rows that show options, where a click means that option.
    static func draw(_ form: FilterFormViewModel, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        grid.put("Choose what the list shows; it narrows as you choose.", row: top, column: 1, style: .accent, maxWidth: grid.width - 2)
        form.setVisibleRows(grid.height - 1 - (top + 1))
        var targets: [ClickTarget] = []
        var row = top + 1
        for index in form.cursor.visibleRange {
            let option = form.options[index]
            let isCursor = index == form.cursor.index
            let style: Style = isCursor ? .selection : .plain
            if isCursor { grid.fill(rows: row..<row + 1, columns: 0..<grid.width, style: .selection) }
            ScreenChrome.putCell(form.value(of: option), into: &grid, row: row, column: 2, width: 4, alignRight: true, style: style)
            grid.put(option.label, row: row, column: 8, style: style, maxWidth: grid.width - 9)
            targets.append(.row(row, of: grid, command: .click(index: index)))
            row += 1
        }
        return targets
    }
}

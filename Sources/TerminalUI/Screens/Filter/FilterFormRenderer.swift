import Browser

/// Draws the filter form: one option per line with its checkbox or value, the cursor line highlighted.
enum FilterFormRenderer: ScreenRenderer {
    /// The rows the items get.
    static func layout(of form: FilterFormViewModel, size: TerminalSize) -> Int {
        ListWindow.rows(in: size)
    }

    static func resize(_ form: FilterFormViewModel, to rows: Int) {
        form.setVisibleRows(rows)
    }

    /// - Returns: the rows that show options, where a click means that option.
    static func draw(_ form: FilterFormViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        grid.put("Choose what the list shows; it narrows as you choose.", row: top, column: 1, style: .accent, maxWidth: grid.width - 2)
        return CursorRows.draw(form.cursor, of: form, into: &grid, top: top + 1, click: { $0.handle(.click(index: $1)) }) { index, row, style, grid in
            let option = form.options[index]
            ScreenChrome.putCell(form.value(of: option), into: &grid, row: row, column: 2, width: 4, alignRight: true, style: style)
            grid.put(option.label, row: row, column: 8, style: style, maxWidth: grid.width - 9)
        }
    }

    static func status(of form: FilterFormViewModel) -> String { "\(form.matchCount) kanji" }
}

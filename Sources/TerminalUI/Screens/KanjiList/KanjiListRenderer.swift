import Browser

/// Draws a `KanjiListViewModel`: an optional subtitle, column headings, one kanji per row.
enum KanjiListRenderer: ScreenRenderer {
    /// The rows the items get.
    static func layout(of list: KanjiListViewModel, size: TerminalSize) -> Int {
        size.rows - 1 - firstItemRow(of: list, top: 1)
    }

    static func resize(_ list: KanjiListViewModel, to rows: Int) {
        list.setVisibleRows(rows)
    }

    /// - Returns: the rows that show kanji, where a click means that kanji.
    static func draw(_ list: KanjiListViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if let subtitle = list.subtitle {
            let written = grid.put(subtitle, row: top, column: 1, style: .accent, maxWidth: grid.width - 2)
            if let subject = list.subject {
                StudyMarker.draw(for: subject, marks: list.studyMarks, into: &grid, row: top, column: 1 + written + 1, rowStyle: .plain)
            }
        }
        // Each visible row's cells, read once: they size the columns, then they are drawn.
        let visible = list.kanji.isEmpty ? 0..<0 : list.cursor.visibleRange
        let cells = visible.map { index in ListColumn.allCases.map { $0.text(for: list.kanji[index]) } }
        let columns = ListColumnLayout.columns(width: grid.width, widest: widestCells(cells, limit: grid.width))
        let firstRow = firstItemRow(of: list, top: top)
        drawRow(columns.map { ($0.column.heading, $0) }, into: &grid, row: firstRow - 1, style: Style(.underline, color: .muted))
        guard !list.kanji.isEmpty else {
            // A query that reads as a word says where its words are, even when a filter leaves none of their kanji.
            grid.put("No kanji here." + (list.wordHint.map { " " + $0.text } ?? ""), row: firstRow, column: 1, style: .muted,
                     maxWidth: grid.width - 2)
            return []
        }
        return CursorRows.draw(list.cursor, of: list, into: &grid, top: firstRow, click: { $0.handle(.click(index: $1)) }) { index, row, style, grid in
            let rowCells = cells[index - visible.lowerBound]
            drawRow(columns.map { (rowCells[$0.column.rawValue], $0) }, into: &grid, row: row, style: style)
            // The kanji column is at least 5 wide ("Kanji") and a kanji 2: the mark fits after it, and nothing moves.
            StudyMarker.draw(for: .kanji(list.kanji[index].character), marks: list.studyMarks, into: &grid, row: row,
                             column: 1 + 3, rowStyle: style)
        }
    }

    /// "N5 · sort: strokes · /mizu  3/79 of 10361", or a notice about the last command.
    static func status(of list: KanjiListViewModel) -> String {
        [list.notice ?? list.refinementText, list.positionText].filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// The display width of each column's widest cell, measured no further than `limit` (the terminal's width).
    private static func widestCells(_ cells: [[String]], limit: Int) -> [ListColumn: Int] {
        var widest: [ListColumn: Int] = [:]
        for column in ListColumn.allCases {
            widest[column] = cells.reduce(0) { max($0, $1[column.rawValue].displayWidth(upTo: limit)) }
        }
        return widest
    }

    /// The row of the first kanji: below the subtitle, if any, and the headings.
    private static func firstItemRow(of list: KanjiListViewModel, top: Int) -> Int {
        top + (list.subtitle == nil ? 0 : 1) + 1
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

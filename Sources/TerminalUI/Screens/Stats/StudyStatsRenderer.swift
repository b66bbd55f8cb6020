import Browser

/// Draws a `StudyStatsViewModel`: the deck's problem, if any, then a window of the statistics page
/// (``StudyStatisticsPage``, drawn at the terminal's width) from the line the page is scrolled to.
enum StudyStatsRenderer: ScreenRenderer {
    /// The page starts one row below the header, leaving a blank line, and two columns in, as a text page does.
    private static let gap = 1
    private static let margin = 2

    /// The page drawn at this width, and the rows it gets.
    struct Layout {
        let page: CellGrid
        let rows: Int
    }

    static func layout(of stats: StudyStatsViewModel, size: TerminalSize) -> Layout {
        Layout(page: StudyStatisticsPage.draw(stats.statistics, width: size.columns - margin - 1),
               rows: ListWindow.rows(in: size, headingLines: gap) - (stats.problem == nil ? 0 : 2))
    }

    /// The page scrolls through its lines, so it is told how many there are with the rows it has.
    static func resize(_ stats: StudyStatsViewModel, to layout: Layout) {
        stats.setLayout(lineCount: layout.page.height, visibleRows: layout.rows)
    }

    static func draw(_ stats: StudyStatsViewModel, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        var row = top + gap
        if let problem = stats.problem {
            grid.put(problem, row: row, column: margin, style: .accent, maxWidth: grid.width - margin - 1)
            row += 2
        }
        for line in stats.scroll.visibleRange where row < grid.height - 1 {
            for column in 0..<layout.page.width where margin + column < grid.width - 1 {
                let cell = layout.page[line, column]
                // A wide glyph's second half comes with its first; the page holds none today.
                if !cell.isContinuation { grid.place(cell, row: row, column: margin + column) }
            }
            row += 1
        }
        return []
    }

    static func status(of stats: StudyStatsViewModel) -> String { stats.positionText }
}

import Browser

/// Draws the end of a review: how many cards, each grade, what was not saved, when the next card is due.
enum ReviewSummaryRenderer: ScreenRenderer {
    static func draw(_ summary: ReviewSummaryViewModel, layout _: Void, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        var row = top + 1
        for (index, line) in summary.lines.enumerated() where row < grid.height - 2 {
            grid.put(line, row: row, column: 2, style: index == 0 ? .accent : .plain, maxWidth: grid.width - 3)
            row += 1
        }
        if let notice = summary.notice {
            grid.put(notice, row: grid.height - 2, column: 1, style: .accent, maxWidth: grid.width - 2)
        }
        return []
    }

    static func status(of summary: ReviewSummaryViewModel) -> String {
        summary.tally.progressText
    }
}

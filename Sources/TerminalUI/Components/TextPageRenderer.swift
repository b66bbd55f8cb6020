import Browser

/// Draws a `TextPageViewModel` (the About page, a card's history, …): its paragraphs wrapped to the width, scrolled,
/// headings ("# …") emphasised without their marks.
enum TextPageRenderer: ScreenRenderer {
    /// The page starts one row below the header, leaving a blank line.
    private static let gap = 1

    /// The page's lines wrapped to the width, and the rows they get.
    struct Layout {
        let lines: [String]
        let rows: Int
    }

    static func layout(of page: TextPageViewModel, size: TerminalSize) -> Layout {
        let width = size.columns - 3
        return Layout(lines: page.lines.flatMap { $0.wrapped(toWidth: width) }, rows: ListWindow.rows(in: size, headingLines: gap))
    }

    /// The page scrolls through its wrapped lines, so it is given them with the rows.
    static func resize(_ page: TextPageViewModel, to layout: Layout) {
        page.setLayout(displayLines: layout.lines, visibleRows: layout.rows)
    }

    static func draw(_ page: TextPageViewModel, layout _: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let width = grid.width - 3
        for (offset, line) in page.visibleLines.enumerated() {
            let isHeading = line.hasPrefix("#")
            let text = isHeading ? String(line.drop { $0 == "#" || $0 == " " }) : line
            grid.put(text, row: top + gap + offset, column: 2, style: isHeading ? .accent : .plain, maxWidth: width)
        }
        return []
    }

    static func status(of page: TextPageViewModel) -> String { page.positionText }
}

import Browser

/// Draws a `TextPageViewModel` (the About page): its paragraphs wrapped to the width, scrolled,
/// headings ("# …") emphasised without their marks.
enum TextPageRenderer: ScreenRenderer {
    /// The page starts one row below the header, leaving a blank line.
    private static let gap = 1

    static func layOut(_ page: TextPageViewModel, size: TerminalSize) {
        let width = size.columns - 3
        page.setLayout(displayLines: page.lines.flatMap { $0.wrapped(toWidth: width) }, visibleRows: size.rows - 2 - gap)
    }

    static func draw(_ page: TextPageViewModel, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
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

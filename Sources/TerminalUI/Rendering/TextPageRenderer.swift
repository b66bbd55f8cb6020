import KanjiScreens

/// Draws a `TextPageViewModel` (the About page): its lines, scrolled, Markdown headings emphasised.
enum TextPageRenderer {
    static func draw(_ page: TextPageViewModel, into grid: inout CellGrid, top: Int) {
        page.setVisibleRows(grid.height - 1 - top)
        for (offset, line) in page.visibleLines.enumerated() {
            let style: Style = line.hasPrefix("#") ? .accent : .plain
            grid.put(line, row: top + offset, column: 2, style: style, maxWidth: grid.width - 3)
        }
    }
}

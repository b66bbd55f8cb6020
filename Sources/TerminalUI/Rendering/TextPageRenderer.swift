import KanjiScreens

/// Draws a `TextPageViewModel` (the About page): its paragraphs wrapped to the width, scrolled,
/// headings ("# …") emphasised without their marks.
enum TextPageRenderer {
    static func draw(_ page: TextPageViewModel, into grid: inout CellGrid, top: Int) {
        let width = grid.width - 3
        page.setDisplayLines(page.lines.flatMap { $0.wrapped(toWidth: width) }, visibleRows: grid.height - 1 - top)
        for (offset, line) in page.visibleLines.enumerated() {
            let isHeading = line.hasPrefix("#")
            let text = isHeading ? String(line.drop { $0 == "#" || $0 == " " }) : line
            grid.put(text, row: top + offset, column: 2, style: isHeading ? .accent : .plain, maxWidth: width)
        }
    }
}

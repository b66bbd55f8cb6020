/// Draws a bordered panel over the screen (help, coordinator tree).
enum OverlayRenderer {
    /// Draws `lines` in a box centred on the grid, as wide as the longest line allows, from line
    /// `firstLine` on when they do not all fit (the title then says there is more).
    /// - Returns: the first line shown.
    @discardableResult
    static func drawBox(title: String, lines: [String], firstLine: Int = 0, into grid: inout CellGrid) -> Int {
        let contentWidth = min(grid.width - 4, max(title.displayWidth + 2, lines.map(\.displayWidth).max() ?? 0))
        let contentHeight = min(grid.height - 4, lines.count)
        guard contentWidth > 0, contentHeight > 0 else { return 0 }
        let left = (grid.width - contentWidth - 4) / 2
        let top = (grid.height - contentHeight - 2) / 2
        let right = left + contentWidth + 3
        let bottom = top + contentHeight + 1
        grid.fill(rows: top..<bottom + 1, columns: left..<right + 1, style: .plain)
        let border = Style(color: .header)
        for column in left...right {
            grid.put("─", row: top, column: column, style: border)
            grid.put("─", row: bottom, column: column, style: border)
        }
        for row in top...bottom {
            grid.put("│", row: row, column: left, style: border)
            grid.put("│", row: row, column: right, style: border)
        }
        grid.put("┌", row: top, column: left, style: border)
        grid.put("┐", row: top, column: right, style: border)
        grid.put("└", row: bottom, column: left, style: border)
        grid.put("┘", row: bottom, column: right, style: border)
        let first = max(0, min(firstLine, lines.count - contentHeight))
        let more = lines.count > contentHeight ? " \(first + 1)–\(first + contentHeight)/\(lines.count)" : ""
        grid.put(" \(title)\(more) ", row: top, column: left + 2, style: .header, maxWidth: contentWidth)
        for (offset, line) in lines.dropFirst(first).prefix(contentHeight).enumerated() {
            grid.put(line, row: top + 1 + offset, column: left + 2, maxWidth: contentWidth)
        }
        return first
    }
}

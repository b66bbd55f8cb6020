/// The parts every screen shares: the header bar with the breadcrumb, and the footer with the keys.
enum ScreenChrome {
    /// Row 0: the breadcrumb on the left, `status` (a position) on the right; the breadcrumb gives way, and a
    /// status wider than the bar (a notice naming a long path) is truncated rather than left out.
    static func drawHeader(into grid: inout CellGrid, breadcrumb: [String], status: String) {
        grid.fill(rows: 0..<1, columns: 0..<grid.width, style: .header)
        let status = status.truncated(toWidth: grid.width - 2)
        let statusWidth = status.displayWidth
        let room = max(0, grid.width - 2 - (statusWidth > 0 ? statusWidth + 2 : 0))
        grid.put(Breadcrumb.text(breadcrumb, width: room), row: 0, column: 1, style: .header, maxWidth: room)
        if statusWidth > 0 && statusWidth + 2 <= grid.width {
            grid.put(status, row: 0, column: grid.width - 1 - statusWidth, style: .header)
        }
    }

    /// The last row: the keys that work here, truncated on narrow terminals.
    static func drawFooter(into grid: inout CellGrid, keys: [(key: String, action: String)]) {
        let text = keys.map { "\($0.key) \($0.action)" }.joined(separator: "  ")
        grid.put(text, row: grid.height - 1, column: 1, style: .muted, maxWidth: grid.width - 2)
    }

    /// Writes `text` padded or truncated to exactly `width` columns, aligned left or right.
    @discardableResult
    static func putCell(_ text: String, into grid: inout CellGrid, row: Int, column: Int, width: Int,
                        alignRight: Bool = false, style: Style) -> Int {
        guard width > 0 else { return column }
        // Only right alignment needs the text's width: measuring is a pass over the text, per cell per frame.
        let start = alignRight ? column + width - min(text.displayWidth, width) : column
        grid.put(text, row: row, column: start, style: style, maxWidth: width)
        return column + width
    }
}

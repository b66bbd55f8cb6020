import Browser

/// Draws a kanji's components: a heading naming the kanji, then one row per component — the shape, its strokes,
/// its meaning.
enum ComponentListRenderer: ScreenRenderer {
    /// The stroke column: "12 strokes".
    private static let strokesWidth = 10

    /// The rows the components get: the body less the heading and the blank line under it.
    static func layout(of list: ComponentListViewModel, size: TerminalSize) -> Int {
        size.rows - 1 - 2
    }

    static func resize(_ list: ComponentListViewModel, to rows: Int) {
        list.setVisibleRows(rows)
    }

    static func draw(_ list: ComponentListViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        grid.put("The parts of \(list.kanji.character) (KRADFILE). Enter lists every kanji that contains one.",
                 row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        guard !list.components.isEmpty else {
            grid.put("KRADFILE lists no components for \(list.kanji.character).", row: top + 1, column: 1, style: .muted)
            return []
        }
        return CursorRows.draw(list.cursor, of: list, into: &grid, top: top + 1, click: { $0.handle(.click(index: $1)) }) { index, row, style, grid in
            let component = list.components[index]
            var column = ScreenChrome.putCell(component.character, into: &grid, row: row, column: 1, width: 2,
                                              style: style == .selection ? style : .accent) + 2
            let strokes = component.strokeCount == 1 ? "1 stroke" : "\(component.strokeCount) strokes"
            column = ScreenChrome.putCell(strokes, into: &grid, row: row, column: column, width: strokesWidth,
                                          style: style == .selection ? style : .muted) + 2
            grid.put(component.meaningText, row: row, column: column, style: style, maxWidth: max(0, grid.width - column - 1))
        }
    }

    static func status(of list: ComponentListViewModel) -> String {
        list.positionText
    }
}

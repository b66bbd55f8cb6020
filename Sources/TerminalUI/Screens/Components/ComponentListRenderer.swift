import Browser

/// Draws a kanji's components: a heading naming the kanji, then one row per component — the shape, its strokes,
/// its meaning.
enum ComponentListRenderer: ListRenderer {
    /// The stroke column: "12 strokes".
    private static let strokesWidth = 10

    static func draw(_ list: ComponentListViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        drawList(list, heading: "The parts of \(list.kanji.character) (KRADFILE). Enter lists every kanji that contains one.", isNotice: false,
                 emptyText: "KRADFILE lists no components for \(list.kanji.character).", isEmpty: list.components.isEmpty,
                 into: &grid, top: top) { index, row, style, grid in
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

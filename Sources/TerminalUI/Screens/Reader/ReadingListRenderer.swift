import Browser
import FSRS

/// Draws the Read tab's list: when each text was last opened, its title, where it comes from — "gone" after a file
/// moved or deleted since — and the question of `d` on the heading's line while it is up.
enum ReadingListRenderer: ScreenRenderer {
    private static let timeWidth = 16

    static func layout(of list: ReadingListViewModel, size: TerminalSize) -> Int {
        ListWindow.rows(in: size)
    }

    static func resize(_ list: ReadingListViewModel, to rows: Int) {
        list.setVisibleRows(rows)
    }

    static func draw(_ list: ReadingListViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let heading = list.question ?? list.notice ?? "Texts you read, last opened first. Enter reads on, d removes; paste Japanese text here to read it."
        grid.put(heading, row: top, column: 1, style: list.question == nil && list.notice == nil ? .muted : .accent, maxWidth: grid.width - 2)
        guard list.count > 0 else {
            grid.put("Nothing yet: paste a text here, or start with 'kanji-tui read FILE'.", row: top + 1, column: 1, style: .muted)
            return []
        }
        return CursorRows.draw(list.cursor, of: list, into: &grid, top: top + 1, click: { $0.handle(.click(index: $1)) }) { index, row, style, grid in
            guard let entry = list.entry(at: index) else { return }
            var column = ScreenChrome.putCell(entry.openedAt.utcMinuteText, into: &grid, row: row, column: 1, width: timeWidth,
                                              style: style == .selection ? style : .muted) + 2
            let gone = list.isFileGone(entry)
            let source: String = switch entry.source {
            case .file(let path): gone ? "gone: " + path : path
            case .pasted: "pasted"
            }
            column = ScreenChrome.putCell(entry.title, into: &grid, row: row, column: column, width: max(10, (grid.width - column) / 2),
                                          style: style == .selection ? style : .accent) + 2
            grid.put(source, row: row, column: column, style: style == .selection ? style : gone ? .accent : .muted,
                     maxWidth: max(0, grid.width - column - 1))
        }
    }

    static func status(of list: ReadingListViewModel) -> String { list.statusText }
}

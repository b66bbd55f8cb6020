import Browser

/// Draws a text's unknown words (the breadcrumb names the text): a heading counting them, then one row per word — how often the text uses it, a ✓
/// when kept, the word, its reading, its meaning (after "known ·" or "ignored ·" once marked here) — as `analyze --unknown` prints them.
enum UnknownWordsRenderer: ScreenRenderer {
    /// The count column: "× 1234".
    private static let countWidth = 6
    /// The word column, and the reading's.
    private static let wordWidth = 12
    private static let readingWidth = 14

    /// The rows the words get: the body less the heading.
    static func layout(of list: UnknownWordsViewModel, size: TerminalSize) -> Int {
        ListWindow.rows(in: size) - 1
    }

    static func resize(_ list: UnknownWordsViewModel, to rows: Int) {
        list.setVisibleRows(rows)
    }

    static func draw(_ list: UnknownWordsViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let heading = "\(list.words.count) of its \(list.vocabulary.distinctWords) words you do not know yet, most used first "
            + "(Enter opens one, a keeps it with its first sentence)"
        grid.put(heading, row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        guard !list.words.isEmpty else {
            grid.put("You know every word of this text.", row: top + 1, column: 1, style: .muted, maxWidth: grid.width - 2)
            return []
        }
        return CursorRows.draw(list.cursor, of: list, into: &grid, top: top + 1, click: { $0.handle(.click(index: $1)) }) { index, row, style, grid in
            let word = list.words[index]
            let cell = { (plain: Style) in style == .selection ? style : plain }
            var column = ScreenChrome.putCell("× \(word.count)", into: &grid, row: row, column: 1, width: countWidth, style: cell(.muted)) + 1
            column = ScreenChrome.putCell(list.isKept(word) ? "✓" : " ", into: &grid, row: row, column: column, width: 1, style: cell(.accent)) + 1
            column = ScreenChrome.putCell(word.firstUse.headword, into: &grid, row: row, column: column, width: wordWidth, style: cell(.accent)) + 2
            column = ScreenChrome.putCell(word.firstUse.reading, into: &grid, row: row, column: column, width: readingWidth, style: cell(.plain)) + 2
            // A word marked here stays in its place, saying so before its meaning (K, I; u takes it back).
            let mark = switch list.mark(of: word) {
            case .known: "known · "
            case .ignored: "ignored · "
            case nil: ""
            }
            grid.put(mark + list.meaning(of: word), row: row, column: column, style: mark.isEmpty ? style : cell(.muted),
                     maxWidth: max(0, grid.width - column - 1))
        }
    }

    static func status(of list: UnknownWordsViewModel) -> String {
        list.statusText
    }
}

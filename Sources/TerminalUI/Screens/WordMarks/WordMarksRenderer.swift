import Browser

/// Draws the marked words, the last marked first: the day each was marked (UTC), the word, its reading and its mark,
/// as `kanji-tui known list` prints them.
enum WordMarksRenderer: ListRenderer {
    /// The day column: "2026-11-28".
    private static let dayWidth = 10
    /// The word column, and the reading's.
    private static let wordWidth = 14
    private static let readingWidth = 16

    static func draw(_ marks: WordMarksViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        drawList(marks, heading: marks.notice ?? "Words marked known or ignored (K, I where you read), the last first. Enter opens one, d unmarks it.",
                 isNotice: marks.notice != nil,
                 emptyText: "No word marked yet: K marks a word known and I ignores it in the reader, or kanji-tui known import.",
                 isEmpty: marks.count == 0, into: &grid, top: top) { index, row, style, grid in
            guard let word = marks.row(at: index) else { return }
            let cell = { (plain: Style) in style == .selection ? style : plain }
            var column = ScreenChrome.putCell(String(word.markedAt.utcMinuteText.prefix(dayWidth)), into: &grid, row: row, column: 1,
                                              width: dayWidth, style: cell(.muted)) + 2
            column = ScreenChrome.putCell(word.headword, into: &grid, row: row, column: column, width: wordWidth, style: cell(.accent)) + 2
            column = ScreenChrome.putCell(word.reading == word.headword ? "" : word.reading, into: &grid, row: row, column: column,
                                          width: readingWidth, style: cell(.plain)) + 2
            let mark = switch word.mark {
            case .known: "known"
            case .ignored: "ignored"
            }
            grid.put(mark, row: row, column: column, style: cell(.muted), maxWidth: max(0, grid.width - column - 1))
        }
    }

    /// The position in the list; a notice is the heading's, as on the History tab.
    static func status(of marks: WordMarksViewModel) -> String {
        "\(marks.count == 0 ? 0 : marks.cursor.index + 1)/\(marks.count)"
    }
}

import FSRS
import Browser

/// Draws the History tab's list: when each item was opened, the item, its meaning; newest first.
enum HistoryRenderer: ListRenderer {
    /// The time column: "2026-11-23 18:05".
    private static let timeWidth = 16

    static func draw(_ history: HistoryViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let heading = history.isConfirmingClear || history.notice != nil
            ? (history.notice ?? "")
            : "What you opened, newest first. Enter opens it again, d forgets one, D forgets all."
        // The item column is as wide as the widest item shown, up to a third of what the time leaves (20 at
        // least), so a long word and its reading are whole on a wide terminal; the meaning takes the rest.
        let widestLabel = history.cursor.visibleRange.compactMap { history.row(at: $0)?.label.displayWidth }.max() ?? 0
        let labelWidth = min(max(20, (grid.width - 2 - timeWidth - 4) / 3), max(4, widestLabel))
        return drawList(history, heading: heading, isNotice: history.notice != nil,
                        emptyText: "Nothing yet: every kanji and word you open is listed here.", isEmpty: history.count == 0,
                        into: &grid, top: top) { index, row, style, grid in
            guard let entry = history.row(at: index) else { return }
            var column = ScreenChrome.putCell(timeText(entry.entry.openedAt), into: &grid, row: row, column: 1, width: timeWidth,
                                              style: style == .selection ? style : .muted) + 2
            column = ScreenChrome.putCell(entry.label, into: &grid, row: row, column: column, width: labelWidth,
                                          style: style == .selection ? style : .accent) + 2
            StudyMarker.draw(for: entry.entry.item, marks: history.studyMarks, into: &grid, row: row, column: column - 2, rowStyle: style)
            grid.put(history.meaning(of: entry), row: row, column: column, style: style, maxWidth: max(0, grid.width - column - 1))
        }
    }

    static func status(of history: HistoryViewModel) -> String {
        "\(history.count == 0 ? 0 : history.cursor.index + 1)/\(history.count)"
    }

    /// Seconds since 1970 as "YYYY-MM-DD hh:mm" in UTC.
    static func timeText(_ seconds: Int64) -> String {
        Timestamp(secondsSince1970: seconds).utcMinuteText
    }
}

import Browser

/// The mark beside a kanji or word on the study list, in every list that shows items (kanji lists, a detail's
/// kanji and words, history rows): one glyph, one column wide, drawn in the gap after the item's own cell so no
/// column moves whether or not it is shown.
enum StudyMarker {
    /// A check mark: one column wide (wcwidth 1, East Asian width neutral), readable without colour.
    static let symbol = "✓"

    /// Draws the mark at `column` of `row` when `item` is kept.
    /// - Parameter rowStyle: the row's style; the cursor row keeps its reverse video, other rows get the accent.
    static func draw(for item: LookupItem, marks: StudyMarks, into grid: inout CellGrid, row: Int, column: Int, rowStyle: Style) {
        guard marks.isKept(item) else { return }
        grid.put(symbol, row: row, column: column, style: rowStyle == .selection ? .selection : .accent)
    }
}

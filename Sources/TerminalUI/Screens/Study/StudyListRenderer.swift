import Browser

/// Draws the Study tab's list: a line saying what is due (or the deck's problem), the daily limits and the new-card
/// order a review follows (the settings `+`/`_`, `>`/`<` and `o` change, as Anki's deck options hold them), then one row per kept item —
/// the item, its state, when it is due, its meaning and the sentence it was kept from — soonest due first.
enum StudyListRenderer: ListRenderer {
    /// The state column: "relearning".
    private static let stateWidth = 10
    /// The due column: "in 10 min", "in 365 days".
    private static let dueWidth = 11
    /// How much of the meaning a row with a kept sentence shows before the sentence.
    private static let meaningBesideSentence = 24

    /// The headline, the settings line and the column headings.
    static let headingLines = 3

    static func draw(_ study: StudyListViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let isPlain = study.problem == nil && study.notice == nil
        // The settings line stands right above what the deck holds: its rows, or on an empty deck the line that
        // says how to keep something ("Nothing kept yet"), which takes the rows' place.
        let isEmptyDeck = study.count == 0 && study.settingsLine != nil
        grid.put(study.headline, row: isEmptyDeck ? top + 1 : top, column: 1, style: isPlain ? .muted : .accent, maxWidth: grid.width - 2)
        if let settings = study.settingsLine { grid.put(settings, row: isEmptyDeck ? top : top + 1, column: 1, style: .muted, maxWidth: grid.width - 2) }
        guard study.count > 0 else { return [] }
        let visible = study.cursor.visibleRange.compactMap(study.row(at:))
        let labelWidth = min(20, max(4, visible.map(\.label.displayWidth).max() ?? 0))
        let headings = [("Item", labelWidth), ("State", stateWidth), ("Due", dueWidth), ("Meaning", 0)]
        var headingColumn = 1
        for (heading, width) in headings {
            ScreenChrome.putCell(heading, into: &grid, row: top + 2, column: headingColumn, width: width == 0 ? 7 : width,
                                 style: Style(.underline, color: .muted))
            headingColumn += width + 2
        }
        return drawRows(study, into: &grid, top: top) { index, row, style, grid in
            let position = index - study.cursor.visibleRange.lowerBound
            guard position < visible.count else { return }
            let entry = visible[position]
            let isSelected = style == .selection
            var column = ScreenChrome.putCell(entry.label, into: &grid, row: row, column: 1, width: labelWidth,
                                              style: isSelected ? style : .accent) + 2
            column = ScreenChrome.putCell(entry.state, into: &grid, row: row, column: column, width: stateWidth, style: style) + 2
            column = ScreenChrome.putCell(entry.due, into: &grid, row: row, column: column, width: dueWidth,
                                          style: isSelected || entry.isDue ? (isSelected ? style : .accent) : .muted) + 2
            let room = max(0, grid.width - column - 1)
            // A leech says so before its meaning, as Anki's browser shows the tag; a card that is not recognition
            // names its kind, as Anki's browser shows the card's template.
            let kind = entry.kind == .recognition ? "" : "\(entry.kind.rawValue) · "
            let meaningText = kind + (entry.isLeech ? "leech · " : "") + study.meaning(of: entry)
            guard let context = entry.context else {
                grid.put(meaningText, row: row, column: column, style: style, maxWidth: room)
                return
            }
            // A kept sentence shares the column: the meaning cut short, then the sentence with its word marked.
            let meaning = grid.put(meaningText, row: row, column: column, style: style, maxWidth: min(room, meaningBesideSentence))
            MarkedSentence.put(context, into: &grid, row: row, column: column + meaning + 2, maxWidth: room - meaning - 2, style: style)
        }
    }

    static func status(of study: StudyListViewModel) -> String {
        study.statusText
    }
}

import Browser

/// Draws the words to learn next: a heading counting them (or the count's progress), one row per word — a ✓ once
/// kept, the word and its reading, how often the library uses it and in how many texts, the text it helps most with
/// its coverage now and once the word is known, and the gloss (after "known ·" or "ignored ·" once marked here) —,
/// and under the rows the word under the cursor whole: its gloss and every text's coverage, which a row has no room
/// for. Only the rows in view are read and drawn, whatever the library's size.
enum LearnNextRenderer: ListRenderer {
    /// The word column, its reading in brackets after it.
    private static let wordWidth = 18
    /// The uses column: "× 1234".
    private static let usesWidth = 7
    /// The texts column: "12 texts".
    private static let textsWidth = 8
    /// The coverage's figures: "100.0 → 100.0 %".
    private static let figuresWidth = 15
    /// The share of what is left after those columns and the figures that the helped text's title gets, before the
    /// gloss.
    private static let coverageShare = 0.4

    /// The rows the words get: the body less the heading and the selected word's line under them.
    static func layout(of list: LearnNextViewModel, size: TerminalSize) -> Int {
        max(1, ListWindow.rows(in: size, headingLines: headingLines) - 1)
    }

    static func draw(_ list: LearnNextViewModel, layout rows: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if let progress = list.progress {
            grid.put("Indexing the sentences of your texts: \(progress.indexed) of \(progress.of) (kept for next time)…",
                     row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
            return []
        }
        let count = list.count == 1 ? "1 word" : "\(list.count) words"
        let texts = list.textCount == 1 ? "your text" : "your \(list.textCount) texts"
        let targets = drawList(list, heading: "\(count) of \(texts) you do not know yet, most used first (A keeps the first N)",
                               isNotice: false, emptyText: emptyText(texts: list.textCount), isEmpty: list.count == 0,
                               into: &grid, top: top) { index, row, style, grid in
            guard let word = list.row(at: index) else { return }
            let cell = { (plain: Style) in style == .selection ? style : plain }
            let state = list.state(of: word)
            var column = ScreenChrome.putCell(state == .kept ? "✓" : " ", into: &grid, row: row, column: 1, width: 1, style: cell(.accent)) + 1
            column = ScreenChrome.putCell("\(word.word.headword) (\(word.word.reading))", into: &grid, row: row, column: column, width: wordWidth,
                                          style: cell(.accent)) + 1
            column = ScreenChrome.putCell("× \(word.occurrences)", into: &grid, row: row, column: column, width: usesWidth, style: cell(.muted)) + 1
            column = ScreenChrome.putCell(word.texts.count == 1 ? "1 text" : "\(word.texts.count) texts", into: &grid, row: row, column: column,
                                          width: textsWidth, style: cell(.muted)) + 1
            // The text it helps most: its title shortened to leave the figures whole.
            let titleWidth = max(4, Int(Double(grid.width - column - figuresWidth - 2) * coverageShare))
            column = ScreenChrome.putCell(word.mostHelped?.title ?? "", into: &grid, row: row, column: column, width: titleWidth,
                                          style: cell(.plain)) + 1
            column = ScreenChrome.putCell(word.mostHelped.map(NextWordRow.coverageFigures) ?? "", into: &grid, row: row, column: column,
                                          width: figuresWidth, style: cell(.plain)) + 2
            // A word marked here stays in its place, saying so before its gloss (K, I; u takes it back).
            let mark = switch state {
            case .known: "known · "
            case .ignored: "ignored · "
            case .kept, .toLearn: ""
            }
            grid.put(mark + word.gloss, row: row, column: column, style: mark.isEmpty ? cell(.muted) : cell(.accent),
                     maxWidth: max(0, grid.width - column - 1))
        }
        if let selected = list.selectedRow {
            let coverage = selected.texts.map(NextWordRow.coverageText).joined(separator: ", ")
            let line = "\(selected.word.headword) (\(selected.word.reading))  \(selected.gloss)  — \(coverage)"
            grid.put(line, row: top + headingLines + rows, column: 1, style: .muted, maxWidth: grid.width - 2)
        }
        return targets
    }

    /// What an empty list says: that the library has no text yet, or that every word of its texts is known.
    private static func emptyText(texts: Int) -> String {
        switch texts {
        case 0: "The Read list has no text yet: paste Japanese text on it, or open a file with kanji-tui read FILE."
        case 1: "You know every word of your text."
        default: "You know every word of your \(texts) texts."
        }
    }

    static func status(of list: LearnNextViewModel) -> String {
        list.statusText
    }
}

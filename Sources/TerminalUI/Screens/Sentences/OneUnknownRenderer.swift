import Browser

/// Draws the library's sentences with one unknown word: a heading counting them (or the count's progress), one row
/// per sentence — a ✓ once its word is kept, the sentence with the word marked, the word with its reading and
/// meaning —, and under the rows the sentence under the cursor whole: its word, reading and meaning, and its text's
/// title, which a row has no room for. Only the rows in view are drawn, whatever the library's size.
enum OneUnknownRenderer: ListRenderer {
    /// The share of a row the sentence gets, before its word.
    private static let sentenceShare = 0.5

    /// The rows the sentences get: the body less the heading and the selected sentence's line under them.
    static func layout(of list: OneUnknownViewModel, size: TerminalSize) -> Int {
        max(1, ListWindow.rows(in: size, headingLines: headingLines) - 1)
    }

    static func draw(_ list: OneUnknownViewModel, layout rows: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if let progress = list.progress {
            grid.put("Indexing the sentences of your texts: \(progress.indexed) of \(progress.of) (kept for next time)…",
                     row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
            return []
        }
        let count = list.sentences.count == 1 ? "1 sentence of your texts has" : "\(list.sentences.count) sentences of your texts have"
        let targets = drawList(list, heading: "\(count) exactly one unknown word, commonest word first", isNotice: false,
                               emptyText: emptyText(texts: list.textCount),
                               isEmpty: list.sentences.isEmpty, into: &grid, top: top) { index, row, style, grid in
            let sentence = list.sentences[index]
            let cell = { (plain: Style) in style == .selection ? style : plain }
            var column = ScreenChrome.putCell(list.isKept(sentence) ? "✓" : " ", into: &grid, row: row, column: 1, width: 1, style: cell(.accent)) + 1
            let sentenceWidth = max(10, Int(Double(grid.width - column) * sentenceShare))
            ScreenChrome.putCell("", into: &grid, row: row, column: column, width: sentenceWidth, style: style)
            MarkedSentence.put(sentence.context.withoutSource, into: &grid, row: row, column: column, maxWidth: sentenceWidth, style: style)
            column += sentenceWidth + 2
            column += grid.put("\(sentence.word.headword) (\(sentence.word.reading))", row: row, column: column, style: cell(.accent),
                               maxWidth: max(0, grid.width - column - 1))
            grid.put("  " + list.meaning(of: sentence.word), row: row, column: column, style: cell(.muted), maxWidth: max(0, grid.width - column - 1))
        }
        if let selected = list.selected {
            let line = "\(selected.word.headword) (\(selected.word.reading))  \(list.meaning(of: selected.word))  — \(selected.entry.title)"
            grid.put(line, row: top + headingLines + rows, column: 1, style: .muted, maxWidth: grid.width - 2)
        }
        return targets
    }

    /// What an empty list says: that the library has no text yet, or that no sentence of its texts qualifies.
    private static func emptyText(texts: Int) -> String {
        switch texts {
        case 0: "The Read list has no text yet: paste Japanese text on it, or open a file with kanji-tui read FILE."
        case 1: "No sentence of your text has exactly one word you do not know yet."
        default: "No sentence of your \(texts) texts has exactly one word you do not know yet."
        }
    }

    static func status(of list: OneUnknownViewModel) -> String {
        list.statusText
    }
}

private extension StudyContext {
    /// The sentence and its mark alone: a row names its text elsewhere.
    var withoutSource: StudyContext { StudyContext(sentence: sentence, mark: mark, source: "") }
}

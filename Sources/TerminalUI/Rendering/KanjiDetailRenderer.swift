import KanjiKit
import KanjiScreens

/// Draws a `KanjiDetailViewModel`: the kanji and its meanings, the labelled facts, then the words.
enum KanjiDetailRenderer {
    static let labelWidth = 12
    /// The words list keeps at least this many rows; facts give way first on short terminals.
    static let minimumWordRows = 3

    /// - Returns: the rows that show words, where a click means that word.
    static func draw(_ detail: KanjiDetailViewModel, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let available = grid.height - 1 - top
        var facts = detail.facts
        var spacious = true
        // Header block: kanji line + facts + words heading, with blank lines when they fit.
        if 3 + facts.count + 2 + minimumWordRows > available { spacious = false }
        let compactFixed = 1 + 1
        if !spacious && compactFixed + facts.count + minimumWordRows > available {
            facts = Array(facts.prefix(max(0, available - compactFixed - minimumWordRows)))
        }

        var row = top + (spacious ? 1 : 0)
        let kanjiWidth = grid.put(detail.kanji.character, row: row, column: 2, style: Style([.bold, .underline], color: .accent))
        grid.put(detail.headline, row: row, column: 2 + kanjiWidth + 2, style: .accent, maxWidth: grid.width - kanjiWidth - 5)
        row += spacious ? 2 : 1
        for fact in facts {
            grid.put(fact.label, row: row, column: 2, style: .muted, maxWidth: labelWidth)
            grid.put(fact.value, row: row, column: 2 + labelWidth, maxWidth: grid.width - labelWidth - 3)
            row += 1
        }
        row += spacious ? 1 : 0
        grid.put(detail.wordsPositionText, row: row, column: 2, style: Style(.bold, color: .header))
        row += 1
        return drawWords(detail, into: &grid, top: row)
    }

    private static func drawWords(_ detail: KanjiDetailViewModel, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        detail.setVisibleWordRows(grid.height - 1 - top)
        if let notice = detail.wordsNotice {
            grid.put(notice, row: top, column: 2, style: .accent, maxWidth: grid.width - 3)
            return []
        }
        guard !detail.words.isEmpty else {
            grid.put("No common words use this kanji.", row: top, column: 2, style: .muted)
            return []
        }
        let visible = detail.wordCursor.visibleRange
        // Long words must not squeeze out the gloss on narrow terminals: each column gets at most a
        // quarter of the width (and 16/20 columns on wide ones), the gloss the rest.
        let quarter = max(4, (grid.width - 8) / 4)
        let headwordWidth = min(16, quarter, visible.map { detail.words[$0].headword.displayWidth }.max() ?? 0)
        let readingWidth = min(20, quarter, visible.map { detail.words[$0].reading.displayWidth }.max() ?? 0)
        var targets: [ClickTarget] = []
        var row = top
        for index in visible {
            let word = detail.words[index]
            let isSelected = index == detail.wordCursor.index
            let style: Style = isSelected ? .selection : (word.isCommon ? .plain : .muted)
            if isSelected { grid.fill(rows: row..<row + 1, columns: 0..<grid.width, style: .selection) }
            var column = ScreenChrome.putCell(word.headword, into: &grid, row: row, column: 2, width: headwordWidth, style: style) + 2
            column = ScreenChrome.putCell(word.reading == word.headword ? "" : word.reading, into: &grid, row: row,
                                          column: column, width: readingWidth, style: style) + 2
            grid.put(detail.gloss(of: word), row: row, column: column, style: style, maxWidth: max(0, grid.width - column - 1))
            targets.append(.row(row, of: grid, command: .click(index: index)))
            row += 1
        }
        return targets
    }
}

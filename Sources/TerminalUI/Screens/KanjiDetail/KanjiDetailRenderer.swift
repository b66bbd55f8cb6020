import KanjiKit
import Browser
import StrokeDrawings

/// Draws a `KanjiDetailViewModel`: the kanji and its meanings, the labelled facts, wrapped (beside them, on
/// a wide terminal, the finished drawing, large; `KanjiDetailLayout` places them), then the words.
enum KanjiDetailRenderer: ScreenRenderer {
    static let labelWidth = 12
    /// From this width on, the kanji's drawing stands beside the facts, leaving them at least 80 columns.
    static let drawingMinimumWidth = 110
    /// The words list keeps at least this many rows; facts give way first on short terminals.
    static let minimumWordRows = 3

    static func layout(of detail: KanjiDetailViewModel, size: TerminalSize) -> KanjiDetailLayout {
        KanjiDetailLayout(detail, width: size.columns, height: size.rows, top: 1)
    }

    static func resize(_ detail: KanjiDetailViewModel, to layout: KanjiDetailLayout) {
        detail.setVisibleWordRows(layout.wordRows)
    }

    /// - Returns: the rows that show words, where a click means that word.
    static func draw(_ detail: KanjiDetailViewModel, layout: KanjiDetailLayout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if let rows = layout.drawingRows { drawDrawing(detail, into: &grid, rows: rows) }
        var row = top + (layout.spacious ? 1 : 0)
        let kanjiWidth = grid.put(detail.kanji.character, row: row, column: 2, style: Style([.bold, .underline], color: .accent))
        // The headline starts two columns after the kanji: the mark takes the first of them.
        StudyMarker.draw(for: .kanji(detail.kanji.character), marks: detail.studyMarks, into: &grid, row: row, column: 2 + kanjiWidth,
                         rowStyle: .plain)
        for line in layout.headline {
            grid.put(line, row: row, column: layout.headlineColumn, style: .accent, maxWidth: layout.headlineWidth)
            row += 1
        }
        row += layout.spacious ? 1 : 0
        for line in layout.facts {
            if let label = line.label { grid.put(label, row: row, column: 2, style: .muted, maxWidth: labelWidth) }
            grid.put(line.text, row: row, column: 2 + labelWidth, maxWidth: layout.valueWidth)
            row += 1
        }
        grid.put(detail.wordsPositionText, row: layout.wordsTop - 1, column: 2, style: Style(.bold, color: .header))
        return drawWords(detail, into: &grid, top: layout.wordsTop)
    }

    /// Why `o` opened nothing, until the next key.
    static func status(of detail: KanjiDetailViewModel) -> String { detail.notice ?? "" }

    /// The finished drawing at the right of `rows`, as large as they allow (`KanjiDetailLayout` chose them).
    private static func drawDrawing(_ detail: KanjiDetailViewModel, into grid: inout CellGrid, rows: Range<Int>) {
        guard let drawing = detail.drawing, !rows.isEmpty else { return }
        let size = BrailleSize.square(columns: 2 * rows.count)
        grid.put(StrokePicture(drawing: drawing, size: size, numbering: .none), row: rows.lowerBound, column: grid.width - 2 - size.columns)
    }

    /// The group label drawn on word row `index`: where a group starts, and on the first row shown.
    private static func groupLabel(of detail: KanjiDetailViewModel, at index: Int, top: Int) -> String? {
        if let label = detail.groupLabel(at: index) { return label }
        guard index == top else { return nil }
        return (0...index).reversed().lazy.compactMap { detail.groupLabel(at: $0) }.first
    }

    private static func drawWords(_ detail: KanjiDetailViewModel, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if let notice = detail.wordsNotice {
            grid.put(notice, row: top, column: 2, style: .accent, maxWidth: grid.width - 3)
            return []
        }
        guard !detail.rows.isEmpty else {
            grid.put("No word in JMdict is written with this kanji.", row: top, column: 2, style: .muted)
            return []
        }
        let rows = detail.rows
        let visible = detail.wordCursor.visibleRange
        let shownWords = visible.compactMap { index -> KanjiWordRow? in if case .word(let word) = rows[index] { word } else { nil } }
        // Long words must not squeeze out the gloss on narrow terminals: each column gets at most a
        // quarter of the width (and 16/20 columns on wide ones), the gloss the rest.
        let quarter = max(4, (grid.width - 8) / 4)
        let headwordWidth = min(16, quarter, shownWords.map(\.headword.displayWidth).max() ?? 0)
        let readingWidth = min(20, quarter, shownWords.map(\.reading.displayWidth).max() ?? 0)
        // The reading of the kanji a group of words uses, on the group's first row (and on the top row, so a
        // scrolled list still says which group it is in).
        let groupWidth = min(10, quarter, visible.compactMap { groupLabel(of: detail, at: $0, top: visible.lowerBound)?.displayWidth }.max() ?? 0)
        return CursorRows.draw(detail.wordCursor, of: detail, into: &grid, top: top, click: { $0.handle(.click(index: $1)) }) { index, row, style, grid in
            let selected = style == .selection
            var column = 2
            if groupWidth > 0 {
                // The last row is about every reading: it takes no group's label.
                let label: String? = if case .everyWord = rows[index] { nil } else { groupLabel(of: detail, at: index, top: visible.lowerBound) }
                column = ScreenChrome.putCell(label ?? "", into: &grid, row: row, column: column, width: groupWidth,
                                              style: selected ? .selection : .accent) + 2
            }
            switch rows[index] {
            case .word(let word):
                let style: Style = selected ? .selection : (word.isCommon ? .plain : .muted)
                column = ScreenChrome.putCell(word.headword, into: &grid, row: row, column: column, width: headwordWidth, style: style) + 2
                // In the left margin, so long headwords keep their room.
                StudyMarker.draw(for: word.item, marks: detail.studyMarks, into: &grid,
                                 row: row, column: 0, rowStyle: style)
                column = ScreenChrome.putCell(word.reading == word.headword ? "" : word.reading, into: &grid, row: row,
                                              column: column, width: readingWidth, style: style) + 2
                grid.put(word.gloss, row: row, column: column, style: style, maxWidth: max(0, grid.width - column - 1))
            case .more, .everyWord:
                grid.put(detail.label(ofRowAt: index), row: row, column: column, style: selected ? .selection : .muted,
                         maxWidth: max(0, grid.width - column - 1))
            }
        }
    }
}

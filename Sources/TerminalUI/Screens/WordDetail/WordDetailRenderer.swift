import Browser
import YomitanDictionaries

/// Draws a `WordDetailViewModel`: its paragraphs wrapped to the width — a labelled paragraph beside its label,
/// its continuation lines under its text — scrolled to where the page is, the marked kanji row highlighted and
/// every kanji row clickable.
enum WordDetailRenderer: ScreenRenderer {
    /// The page starts one row below the header, leaving a blank line.
    private static let gap = 1

    /// One row of the wrapped page.
    fileprivate struct PageRow {
        let label: String?
        let text: String
        let kind: WordDetailViewModel.Line.Kind
        /// The paragraph (an index into the view model's `lines`) this row is part of.
        let line: Int
    }

    /// The page wrapped to the width, and the rows it gets.
    struct Layout {
        fileprivate let page: [PageRow]
        let rows: Int
        /// The first wrapped row of each kanji paragraph, in the view model's order.
        let kanjiRows: [Int]
    }

    static func layout(of detail: WordDetailViewModel, size: TerminalSize) -> Layout {
        let page = rows(of: detail, width: size.columns)
        let kanjiRows = detail.kanjiLineIndices.compactMap { line in page.firstIndex { $0.line == line } }
        return Layout(page: page, rows: ListWindow.rows(in: size, headingLines: gap), kanjiRows: kanjiRows)
    }

    static func resize(_ detail: WordDetailViewModel, to layout: Layout) {
        detail.setLayout(wrappedLineCount: layout.page.count, visibleRows: layout.rows, kanjiRows: layout.kanjiRows)
    }

    static func draw(_ detail: WordDetailViewModel, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let page = layout.page
        let markedLine = detail.kanji.isEmpty ? nil : detail.kanjiLineIndices[detail.markedKanjiIndex]
        var targets: [ClickTarget] = []
        for (offset, index) in detail.scroll.visibleRange.enumerated() where index < page.count {
            let row = top + gap + offset
            guard row < grid.height - 1 else { break }
            let line = page[index]
            let isMarked = line.line == markedLine
            if isMarked { grid.fill(rows: row..<row + 1, columns: 0..<grid.width, style: .selection) }
            var column = 2
            if let label = line.label {
                grid.put(label, row: row, column: column, style: isMarked ? .selection : line.kind == .kanji ? .accent : .muted,
                         maxWidth: WordLabelColumn.width)
                column += WordLabelColumn.width
            }
            grid.put(line.text, row: row, column: column, style: isMarked ? .selection : style(of: line.kind),
                     maxWidth: grid.width - column - 1)
            if let kanjiIndex = detail.kanjiLineIndices.firstIndex(of: line.line) {
                targets.append(ClickTarget(row: row, columns: 0..<grid.width, item: .init("kanji", kanjiIndex), on: detail) {
                    $0.handle(.click(index: kanjiIndex))
                })
            }
        }
        return targets
    }

    /// "✓ studying  1–20/34", or the answer to the last command.
    static func status(of detail: WordDetailViewModel) -> String {
        [detail.notice ?? detail.studyText, detail.positionText].filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// The page wrapped to `width`: a blank row before each heading, continuation rows with an empty label.
    private static func rows(of detail: WordDetailViewModel, width: Int) -> [PageRow] {
        var rows: [PageRow] = []
        for (index, line) in detail.lines.enumerated() {
            if line.kind == .heading { rows.append(PageRow(label: nil, text: "", kind: .plain, line: index)) }
            let textWidth = width - 3 - (line.label == nil ? 0 : WordLabelColumn.width)
            let wrapped: [String] = switch line.kind {
            // A pitch row is never wrapped: its ￣/＿ row must stay over the kana of the row after it.
            case .pitch: [line.text]
            // A learner's dictionary's definition is laid out whole at the width: its lists, tables and ruby (with `f`,
            // the readings over their kanji, as the page's sentences show them).
            case .glossary(let gloss):
                GlossaryRenderer(width: textWidth, ruby: detail.showsReadings ? .furigana : .brackets).lines(of: detail.learnerGlosses[gloss])
            case .title, .heading, .plain, .detail, .kanji: line.text.wrapped(toWidth: textWidth)
            }
            for (number, text) in wrapped.enumerated() {
                rows.append(PageRow(label: line.label.map { number == 0 ? $0 : "" }, text: text, kind: line.kind, line: index))
            }
        }
        return rows
    }

    private static func style(of kind: WordDetailViewModel.Line.Kind) -> Style {
        switch kind {
        case .title: Style([.bold, .underline], color: .accent)
        case .heading: .header
        case .plain, .kanji, .pitch, .glossary: .plain
        case .detail: .muted
        }
    }
}

import KanjiKit
import Browser
import YomitanDictionaries

/// Draws a `WordSearchViewModel`: how to search, or the words found — the common marker, headword, reading and
/// first gloss — best first; a term of the learner's dictionaries that JMdict lacks shows its dictionary's title
/// where a JMdict word shows its JLPT level, and its first definition's first line.
enum WordSearchRenderer: ListRenderer {
    /// The marker before a word JMdict marks common.
    static let commonMarker = "*"

    static func draw(_ search: WordSearchViewModel, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        if let problem = search.problem {
            grid.put(problem, row: top, column: 1, style: .accent, maxWidth: grid.width - 2)
            return []
        }
        guard !search.results.isEmpty else {
            let hint = search.query.allSatisfy(\.isWhitespace)
                ? emptyHint(isEditing: search.prompt != nil)
                : ["No word matches \"\(search.query)\".", "/ edits the search."]
            for (offset, line) in hint.enumerated() {
                grid.put(line, row: top + 1 + offset, column: 2, style: offset == 0 ? .accent : .muted, maxWidth: grid.width - 3)
            }
            return []
        }
        grid.put("\(commonMarker) common word   Enter opens a word, / edits the search", row: top, column: 1, style: .muted,
                 maxWidth: grid.width - 2)
        let visible = search.cursor.visibleRange
        let quarter = max(4, (grid.width - 8) / 4)
        let headwordWidth = min(16, quarter, visible.map { search.results[$0].word.expression.displayWidth }.max() ?? 0)
        let readingWidth = min(20, quarter, visible.map { reading(of: search.results[$0]).displayWidth }.max() ?? 0)
        return drawRows(search, into: &grid, top: top) { index, row, style, grid in
            let match: WordMatch
            switch search.results[index] {
            case .builtIn(let builtIn): match = builtIn
            case .imported(let imported):
                drawImported(imported, into: &grid, row: row, style: style, headwordWidth: headwordWidth, readingWidth: readingWidth)
                return
            }
            let entry = match.entry
            let rowStyle: Style = style == .selection ? .selection : (entry.isCommon ? .plain : .muted)
            grid.put(entry.isCommon ? commonMarker : " ", row: row, column: 1, style: style == .selection ? style : .accent)
            var column = ScreenChrome.putCell(entry.headword, into: &grid, row: row, column: 3, width: headwordWidth, style: rowStyle) + 2
            // In the gap after the headword column, so nothing moves.
            StudyMarker.draw(for: search.studyItem(entry), marks: search.studyMarks, into: &grid,
                             row: row, column: column - 1, rowStyle: style)
            column = ScreenChrome.putCell(reading(of: .builtIn(match)), into: &grid, row: row, column: column, width: readingWidth, style: rowStyle) + 2
            // The JLPT level the lists agree on before the gloss, "N5 ", so a learner sees which words a level holds.
            if let level = entry.shownJLPTLevel {
                column += grid.put("N\(level)", row: row, column: column, style: style == .selection ? style : .accent) + 1
            }
            grid.put(WordLabels.resultGloss(of: match), row: row, column: column, style: rowStyle, maxWidth: max(0, grid.width - column - 1))
        }
    }

    /// An imported term's row: no common marker or study mark (only JMdict's words are kept), its dictionary's title
    /// in brackets before its gloss.
    private static func drawImported(_ match: ImportedTermMatch, into grid: inout CellGrid, row: Int, style: Style,
                                     headwordWidth: Int, readingWidth: Int) {
        let rowStyle: Style = style == .selection ? .selection : .plain
        var column = ScreenChrome.putCell(match.term.expression, into: &grid, row: row, column: 3, width: headwordWidth, style: rowStyle) + 2
        column = ScreenChrome.putCell(reading(of: .imported(match)), into: &grid, row: row, column: column, width: readingWidth, style: rowStyle) + 2
        column += grid.put("[\(match.dictionary)]", row: row, column: column, style: style == .selection ? style : .accent,
                           maxWidth: max(0, min(24, grid.width - column - 1))) + 1
        grid.put(ImportedTermLabels.resultGloss(of: match), row: row, column: column, style: rowStyle, maxWidth: max(0, grid.width - column - 1))
    }

    static func status(of search: WordSearchViewModel) -> String {
        [search.notice ?? (search.prompt == nil && !search.query.isEmpty ? "/\(search.query)" : ""), search.positionText]
            .filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// The reading column: the reading of a word headed by kanji; the kanji spelling of a word usually written in
    /// kana (いる 居る, いる 要る: two words the row tells apart, as jisho.org's other forms do); empty for a word
    /// written in kana alone.
    private static func reading(of result: WordSearchResult) -> String {
        switch result {
        case .builtIn(let match):
            let entry = match.entry
            if entry.reading != entry.headword { return entry.reading }
            return entry.kanjiSpelling == entry.headword ? "" : entry.kanjiSpelling
        case .imported(let match):
            return match.term.readingOrExpression == match.term.expression ? "" : match.term.readingOrExpression
        }
    }

    /// What an empty tab says.
    private static func emptyHint(isEditing: Bool) -> [String] {
        [
            "Find any word of the complete JMdict as you type:",
            "  kana (にほん, ニホン), romaji (nihon, gakkou, taberu),",
            "  kanji or kanji with kana (日本, 食べ), or English (Japan, to eat).",
            "The most common words come first; Enter opens the best one.",
            isEditing ? "Esc closes the search line; / opens it again." : "/ opens the search line.",
        ]
    }
}

import Browser
import KanjiKit
import Segmentation
import YomitanDictionaries

/// Draws the reader: the text's rows (subtitle times dimmed in a gutter), each word styled by what the learner
/// knows of it and the cursor's word in reverse, then a pane about the cursor's word.
///
/// Words not kept are bold and tinted, words being learned underlined and tinted, mature words plain: without
/// colours (`NO_COLOR`) the bold and the underline still tell them apart.
enum ReaderRenderer: ScreenRenderer {
    /// Rows of the pane under the text: a rule, the word and its reading, its pitch accent (two rows), its
    /// inflection, three senses (five where the dictionaries know no accent of it).
    static let paneRows = 8
    /// What the pane says beside the accent: it is the word's alone, as a dictionary gives it (issue 36 §1).
    static let ownAccentNote = "its own accent; a sentence can change it"

    struct Layout {
        let textRows: Int
        let columns: Int
    }

    static func layout(of reader: ReaderViewModel, size: TerminalSize) -> Layout {
        let body = ListWindow.rows(in: size)
        return Layout(textRows: max(1, body - paneRows), columns: size.columns - 2)
    }

    /// The text's room reaches the reader as a command, like a key's: the reader wraps its lines to it. With
    /// furigana on, each row of text takes two rows of the screen, its ruby line above it.
    static func resize(_ reader: ReaderViewModel, to layout: Layout) {
        reader.handle(.resize(columns: layout.columns, rows: max(1, layout.textRows / screenRows(perTextRowOf: reader))))
    }

    /// The screen's rows a row of text takes: two with furigana on (its ruby line, then the text), else one.
    static func screenRows(perTextRowOf reader: ReaderViewModel) -> Int {
        reader.furigana == .off ? 1 : 2
    }

    static func draw(_ reader: ReaderViewModel, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let step = screenRows(perTextRowOf: reader)
        for (offset, line) in reader.visibleLines.enumerated() {
            let row = top + offset * step + step - 1
            guard row < grid.height - 1 else { break }
            for ruby in line.ruby where 1 + reader.gutter + ruby.column < grid.width - 1 {
                let column = 1 + reader.gutter + ruby.column
                grid.put(ruby.text, row: row - 1, column: column, style: .muted, maxWidth: grid.width - 1 - column)
            }
            var column = 1
            if let timestamp = line.timestamp {
                grid.put(timestamp, row: row, column: column, style: .muted, maxWidth: ReaderViewModel.timestampColumns - 1)
            }
            column += reader.gutter
            for piece in line.pieces {
                column += grid.put(characters: piece.characters, widths: piece.widths, row: row, column: column, style: style(of: piece),
                                   maxWidth: max(0, grid.width - column))
            }
        }
        drawPane(reader, into: &grid, top: top + layout.textRows)
        return []
    }

    static func status(of reader: ReaderViewModel) -> String { reader.statusText }

    /// The accent of the word under the cursor as the word's page draws it (its first reading's two rows: ￣/＿ over
    /// the kana, then the reading with ＼ at the fall), under a "Pitch" label, with ``ownAccentNote`` beside it;
    /// nothing where the dictionaries know none. Returns the row after it.
    private static func drawPitch(_ reader: ReaderViewModel, into grid: inout CellGrid, row: Int) -> Int {
        let rows = reader.selectedPitchRows
        guard rows.count == 2, row + 1 < grid.height - 1 else { return row }
        let column = 1 + WordLabelColumn.width
        grid.put("Pitch", row: row, column: 1, style: .muted, maxWidth: WordLabelColumn.width)
        let width = grid.put(rows[0], row: row, column: column, style: .plain, maxWidth: max(0, grid.width - column - 1))
        grid.put(rows[1], row: row + 1, column: column, style: .plain, maxWidth: max(0, grid.width - column - 1))
        grid.put(ownAccentNote, row: row, column: column + width + 3, style: .muted, maxWidth: max(0, grid.width - column - width - 4))
        return row + 2
    }

    /// How a piece of a row is drawn.
    static func style(of piece: ReaderViewModel.Piece) -> Style {
        if piece.isCursor { return .selection }
        switch piece.knowledge {
        case nil, .mature?, .markedKnown?: return .plain
        case .new?, .learning?, .relearning?, .review?: return Style(.underline, color: .learningWord)
        case .unknown?: return Style(.bold, color: .accent)
        case .ignored?: return .muted
        }
    }

    /// " · entry 2 of 4 (e, E)" where the word may be more than one entry: which one the pane shows, and that `e`
    /// and `E` show the others.
    private static func entryPlace(of reader: ReaderViewModel) -> String {
        let count = reader.selectedCandidates.count
        guard count > 1, let index = reader.selectedCandidateIndex else { return "" }
        return " · entry \(index + 1) of \(count) (e, E)"
    }

    private static func drawPane(_ reader: ReaderViewModel, into grid: inout CellGrid, top: Int) {
        guard top < grid.height - 1 else { return }
        grid.put(String(repeating: "─", count: max(0, grid.width - 2)), row: top, column: 1, style: .muted)
        guard let word = reader.selectedWord else {
            grid.put("No word here: w and b move between words, j and k between lines.", row: top + 1, column: 1, style: .muted,
                     maxWidth: grid.width - 2)
            return
        }
        if let name = word.name {
            return drawName(name, into: &grid, top: top)
        }
        var column = 1 + grid.put(word.headword, row: top + 1, column: 1, style: .accent, maxWidth: grid.width - 2)
        column += 2 + grid.put(word.reading, row: top + 1, column: column + 2, style: .plain, maxWidth: max(0, grid.width - column - 3))
        let known: String = switch reader.selectedKnowledge {
        case .new?: "kept, new (never reviewed)"
        case .learning?, .relearning?, .review?, .mature?: "kept, " + (reader.selectedKnowledge?.label ?? "")
        case .unknown?, nil: "not kept"
        case .markedKnown?: "marked known"
        case .ignored?: "ignored"
        }
        let kind = word.isGrammar ? "grammar · " : ""
        let anki = reader.selectedAnkiLine.map { " · " + $0 } ?? ""
        let learner = reader.selectedLearnerDictionaries
        let frequency = learner.frequencyLine.map { " · " + $0 } ?? ""
        let dictionaries = reader.paneDictionaryLine.map { " · " + $0 } ?? ""
        grid.put(kind + known + entryPlace(of: reader) + dictionaries + frequency + anki, row: top + 1, column: column + 2, style: .muted,
                 maxWidth: max(0, grid.width - column - 3))
        if let shown = reader.shownLearnerDefinitions {
            return drawLearnerDefinitions(shown, headword: word.headword, furigana: reader.furigana != .off, into: &grid, top: top + 2,
                                          bottom: min(top + paneRows, grid.height - 1))
        }
        var row = drawPitch(reader, into: &grid, row: top + 2)
        if let inflection = word.inflectionLine, row < grid.height - 1 {
            grid.put(inflection, row: row, column: 1, style: .muted, maxWidth: grid.width - 2)
            row += 1
        }
        let senses = reader.selectedEntry.map { word.sensesInOrder(of: $0) } ?? []
        for (number, sense) in senses where row < min(top + paneRows, grid.height - 1) {
            grid.put("\(number + 1). " + sense.glosses.joined(separator: "; "), row: row, column: 1, maxWidth: grid.width - 2)
            row += 1
        }
    }

    /// One of the learner's dictionaries' definitions of the word (issue 49), laid out at the pane's width — lists,
    /// tables as columns, ruby as furigana over its kanji while the reader shows furigana, else in brackets — as far
    /// as the pane goes (the word's page shows them whole).
    /// A term other than the pane's word (a longer one the scan found there: 推し活 where the word is 推す) is headed by
    /// its own spelling and reading.
    private static func drawLearnerDefinitions(_ shown: WordInLearnerDictionaries.Definitions, headword: String, furigana: Bool,
                                               into grid: inout CellGrid, top: Int, bottom: Int) {
        let renderer = GlossaryRenderer(width: grid.width - 2, ruby: furigana ? .furigana : .brackets)
        var row = top
        for term in shown.terms where row < bottom {
            if term.expression != headword {
                let reading = term.reading.isEmpty || term.reading == term.expression ? "" : "  " + term.reading
                grid.put(term.expression + reading, row: row, column: 1, style: .accent, maxWidth: grid.width - 2)
                row += 1
            }
            for line in term.glossary.flatMap(renderer.lines(of:)) where row < bottom {
                grid.put(line, row: row, column: 1, maxWidth: grid.width - 2)
                row += 1
            }
        }
    }

    /// A name's pane: "name · 田中 たなか · surname, place · Tanaka", then the name's other readings, one a line: no
    /// senses, no pitch, no study state, as a name is no vocabulary.
    private static func drawName(_ name: NameEntry, into grid: inout CellGrid, top: Int) {
        var row = top + 1
        for (number, reading) in name.readings.enumerated() where row < min(top + paneRows, grid.height - 1) {
            var column = 1
            if number == 0 {
                column += grid.put("name · ", row: row, column: column, style: .muted, maxWidth: grid.width - 2)
                column += 1 + grid.put(name.written, row: row, column: column, style: .accent, maxWidth: max(0, grid.width - column - 1))
            } else {
                column += grid.put("also ", row: row, column: column, style: .muted, maxWidth: grid.width - 2)
            }
            column += grid.put(reading.kana, row: row, column: column, style: .plain, maxWidth: max(0, grid.width - column - 1))
            let about = [reading.kindsLabel, reading.gloss].filter { !$0.isEmpty }.joined(separator: " · ")
            grid.put(" · " + about, row: row, column: column, style: .muted, maxWidth: max(0, grid.width - column - 1))
            row += 1
        }
        if row < min(top + paneRows, grid.height - 1) {
            grid.put("A name (JMnedict): not counted as vocabulary, not kept for study.", row: row, column: 1, style: .muted,
                     maxWidth: grid.width - 2)
        }
    }
}

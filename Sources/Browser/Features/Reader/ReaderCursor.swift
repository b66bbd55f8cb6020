import Segmentation

/// The word under the cursor and how it moves: by word (`w`, `b`), by line (`j`, `k`), by page, to either end.
///
/// Every move keeps the cursor's word on screen, moving the window (``ReaderWindow``) as little as it must; a page
/// moves the window first and brings the cursor to its first word. A value the view model holds; each move is handed
/// the text's lines (``ReaderLines``) and the window, and keeps neither.
struct ReaderCursor {
    /// The word under the cursor; `nil` when none was found near (a text without words, a long run of lines
    /// without one).
    private(set) var word: WordPosition?

    /// Lines scanned for the next word before a move gives up (a long run of lines without one).
    static let wordSearchLines = 500

    /// The cursor on the word at byte `offset` of the text (a reading position), the window on the first row of
    /// the line holding that byte (a chapter's heading without a word stays in view), moved the least that shows
    /// the word.
    init(atByte offset: Int, of lines: ReaderLines, window: inout ReaderWindow) {
        word = lines.word(atByte: offset, within: Self.wordSearchLines)
        if !lines.isEmpty { window.move(to: RowPosition(block: lines.text.block(atByte: offset), row: 0)) }
        keepVisible(in: lines, window: &window)
    }

    /// `w` or `b`: the next or the previous word, across lines.
    mutating func moveWord(forward: Bool, in lines: ReaderLines, window: inout ReaderWindow) {
        guard let word else {
            self.word = lines.firstWord(from: window.top, within: Self.wordSearchLines)
            return
        }
        if forward {
            if word.word + 1 < lines.words(inBlock: word.block).count {
                self.word = WordPosition(block: word.block, word: word.word + 1)
            } else if word.block + 1 < lines.count,
                      let found = lines.firstWord(from: RowPosition(block: word.block + 1, row: 0), within: Self.wordSearchLines) {
                self.word = found
            }
        } else if word.word > 0 {
            self.word = WordPosition(block: word.block, word: word.word - 1)
        } else if word.block > 0,
                  let found = lines.lastWord(before: RowPosition(block: word.block - 1, row: Int.max), within: Self.wordSearchLines) {
            self.word = found
        }
        keepVisible(in: lines, window: &window)
    }

    /// `n` or `N`: the next or the previous word that `matches` (one not known yet), across lines, looking at most
    /// ``wordSearchLines`` lines on.
    /// - Returns: whether one was found; the cursor stays where it was when none was.
    mutating func moveToWord(forward: Bool, in lines: ReaderLines, window: inout ReaderWindow, where matches: (TextWord) -> Bool) -> Bool {
        guard let start = word else { return false }
        var block = start.block
        var index = start.word
        for _ in 0..<Self.wordSearchLines {
            let words = lines.words(inBlock: block)
            let order = forward ? Array(words.indices.filter { $0 > index }) : Array(words.indices.filter { $0 < index }.reversed())
            if let found = order.first(where: { matches(words[$0]) }) {
                word = WordPosition(block: block, word: found)
                keepVisible(in: lines, window: &window)
                return true
            }
            block += forward ? 1 : -1
            guard block >= 0 && block < lines.count else { return false }
            index = forward ? -1 : Int.max
        }
        return false
    }

    /// `j`/`k`: the word starting on the next row (or the one before) that has one, nearest the cursor's column;
    /// without a cursor, or without such a word near, the window scrolls a row instead.
    mutating func moveLine(by step: Int, in lines: ReaderLines, window: inout ReaderWindow) {
        guard let word else { return window.scroll(by: step, in: lines) }
        let column = lines.column(of: word)
        var row: RowPosition? = lines.row(of: word)
        for _ in 0..<Self.wordSearchLines {
            row = row.flatMap { step > 0 ? lines.row(after: $0) : lines.row(before: $0) }
            guard let current = row else { break }
            let layout = lines.layout(current.block)
            let starts = layout.words(startingOnRow: current.row)
            if let nearest = starts.min(by: { abs(layout.column(ofCharacter: layout.wordCharacters[$0].lowerBound) - column)
                                                < abs(layout.column(ofCharacter: layout.wordCharacters[$1].lowerBound) - column) }) {
                self.word = WordPosition(block: current.block, word: nearest)
                return keepVisible(in: lines, window: &window)
            }
        }
        window.scroll(by: step, in: lines)
    }

    /// A page down or up (or the wheel): the window moves by `rows` rows and the cursor goes to the first word on
    /// screen, if one is.
    mutating func page(by rows: Int, in lines: ReaderLines, window: inout ReaderWindow) {
        window.scroll(by: rows, in: lines)
        if let found = lines.firstWord(from: window.top, within: window.rows), window.shows(lines.row(of: found), in: lines) {
            word = found
        }
    }

    /// Home: the text's first row on top, the cursor on its first word.
    mutating func moveToStart(in lines: ReaderLines, window: inout ReaderWindow) {
        window.move(to: RowPosition(block: 0, row: 0))
        word = lines.firstWord(from: window.top, within: Self.wordSearchLines)
    }

    /// End: the text's last row at the bottom, the cursor on its last word.
    mutating func moveToEnd(in lines: ReaderLines, window: inout ReaderWindow) {
        let last = lines.lastRow
        window.move(to: last)
        window.scroll(by: -(window.rows - 1), in: lines)
        word = lines.lastWord(before: last, within: Self.wordSearchLines)
    }

    /// A followed text's newest line (``ReaderViewModel/append(lines:)``): the text's last row at the bottom, the
    /// cursor on the last line's first word (its last word before it, where the last line has none).
    mutating func moveToNewestLine(in lines: ReaderLines, window: inout ReaderWindow) {
        guard !lines.isEmpty else { return }
        let last = lines.lastRow
        window.move(to: last)
        window.scroll(by: -(window.rows - 1), in: lines)
        word = lines.firstWord(from: RowPosition(block: lines.count - 1, row: 0), within: 1)
            ?? lines.lastWord(before: last, within: Self.wordSearchLines)
        keepVisible(in: lines, window: &window)
    }

    /// Moves the window the least that shows the cursor's word.
    func keepVisible(in lines: ReaderLines, window: inout ReaderWindow) {
        guard let word, !lines.isEmpty else { return }
        window.reveal(lines.row(of: word), in: lines)
    }
}

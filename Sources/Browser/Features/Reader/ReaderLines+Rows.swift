/// Walking the laid-out text row by row and finding words on rows: what the window scrolls by and the cursor
/// moves by, laying out each line it reaches (and only those).
extension ReaderLines {
    /// The row below `position`, or `nil` at the text's last row.
    func row(after position: RowPosition) -> RowPosition? {
        if position.row + 1 < layout(position.block).rows.count { return RowPosition(block: position.block, row: position.row + 1) }
        return position.block + 1 < count ? RowPosition(block: position.block + 1, row: 0) : nil
    }

    /// The row above `position`, or `nil` at the text's first row.
    func row(before position: RowPosition) -> RowPosition? {
        if position.row > 0 { return RowPosition(block: position.block, row: position.row - 1) }
        guard position.block > 0 else { return nil }
        return RowPosition(block: position.block - 1, row: layout(position.block - 1).rows.count - 1)
    }

    /// The text's last row.
    var lastRow: RowPosition {
        let block = max(count - 1, 0)
        return RowPosition(block: block, row: isEmpty ? 0 : layout(block).rows.count - 1)
    }

    /// The row where `word` starts.
    func row(of word: WordPosition) -> RowPosition {
        let layout = layout(word.block)
        return RowPosition(block: word.block, row: layout.row(ofCharacter: layout.wordCharacters[word.word].lowerBound))
    }

    /// The column where `word` starts on its row.
    func column(of word: WordPosition) -> Int {
        let layout = layout(word.block)
        return layout.column(ofCharacter: layout.wordCharacters[word.word].lowerBound)
    }

    /// The first word at or after the row `position`, looking at most `lines` lines on.
    func firstWord(from position: RowPosition, within lines: Int) -> WordPosition? {
        guard !isEmpty else { return nil }
        var block = position.block
        var firstRow = position.row
        while block < count && block - position.block < lines {
            let layout = layout(block)
            if let word = layout.wordCharacters.indices.first(where: { layout.row(ofCharacter: layout.wordCharacters[$0].lowerBound) >= firstRow }) {
                return WordPosition(block: block, word: word)
            }
            block += 1
            firstRow = 0
        }
        return nil
    }

    /// The last word at or before row `position` (`row` may be `Int.max`: the whole line), looking at most `lines`
    /// lines back.
    func lastWord(before position: RowPosition, within lines: Int) -> WordPosition? {
        guard !isEmpty else { return nil }
        var block = min(position.block, count - 1)
        var lastRow = position.row
        while block >= 0 && position.block - block < lines {
            let layout = layout(block)
            if let word = layout.wordCharacters.indices.last(where: { layout.row(ofCharacter: layout.wordCharacters[$0].lowerBound) <= lastRow }) {
                return WordPosition(block: block, word: word)
            }
            block -= 1
            lastRow = Int.max
        }
        return nil
    }

    /// The word at byte `offset` of the text (how a reading position is stored): the word of its line that holds
    /// it or comes after it, else the first word of the lines after (looking at most `lines` lines on), else the
    /// last word before it. `nil` in a text without words near.
    func word(atByte offset: Int, within lines: Int) -> WordPosition? {
        guard !isEmpty else { return nil }
        let block = text.block(atByte: offset)
        let inLine = offset - text.byteOffset(ofBlock: block)
        if let index = words(inBlock: block).firstIndex(where: { $0.byteRange.upperBound > inLine }) {
            return WordPosition(block: block, word: index)
        }
        return firstWord(from: RowPosition(block: block + 1, row: 0), within: lines)
            ?? lastWord(before: RowPosition(block: block, row: Int.max), within: lines)
    }

    /// Where `word` starts in the text, in bytes: the reading position a word is stored as.
    func byteOffset(of word: WordPosition) -> Int {
        text.byteOffset(ofBlock: word.block) + words(inBlock: word.block)[word.word].byteRange.lowerBound
    }

    /// Whether `word` is the text's last (no word after it within `lines` lines): where the reading is at 100 %.
    func isLastWord(_ word: WordPosition, within lines: Int) -> Bool {
        word.word + 1 >= words(inBlock: word.block).count
            && firstWord(from: RowPosition(block: word.block + 1, row: 0), within: lines) == nil
    }
}

import KanjiKit
import Segmentation

/// One line of the text as the reader lays it out at a width: its characters with their columns, the rows they
/// wrap into, and where its words are among them. Made for the lines on screen and near it, never for the
/// whole text, and kept while they are near: a frame slices its rows out of it rather than building them again.
struct ReaderBlockLayout {
    /// The end of a word begun on a line before, at the line's start (ション of ディストリビュー / ション, a hard wrap
    /// inside the word): drawn as part of that word, which is not one of the line's ``words``.
    struct WordEnd {
        /// Its bytes in the line, as the segmenter gave them (``LineWords/WordEnd``); ``characters`` once laid out.
        let bytes: Range<Int>
        /// How many of the word's bytes the lines before hold.
        let startInWord: Int
        /// Where the word starts: the cursor is on this end when it is on the word.
        let position: WordPosition
        let word: TextWord
        /// Its characters in the line, found when the line is laid out.
        var characters: Range<Int> = 0..<0
        /// Where in the word's surface, by character, this end begins, found when the line is laid out.
        var startInSurface = 0
    }

    let characters: [Character]
    /// Each character's columns (a kanji 2), as ``DisplayWidth`` says: the width the terminal's grid draws with, so
    /// a row laid out here fills the screen's row exactly.
    let widths: [Int]
    /// The characters of each row, in order; an empty line has one empty row.
    let rows: [Range<Int>]
    /// The line's words, in order: those that start on it.
    let words: [TextWord]
    /// The end of a word begun on a line before, when the line starts with one.
    let wordEnd: WordEnd?
    /// Each word's characters, parallel to ``words``.
    let wordCharacters: [Range<Int>]
    /// For each row, the first word that ends after the row's start (``words``' count when none does): where a
    /// row's pieces begin, found once rather than searched for on every frame.
    let firstWordOfRow: [Int]
    /// The readings the text gives for the line's words (an HTML or EPUB `<ruby>`), in bytes of the line: the
    /// author's furigana, which the ruby line shows where it has it.
    let readingHints: [ReadingHint]

    /// Wraps `text` into rows of at most `width` columns (a wide character never split), and places `words` and
    /// `wordEnd`.
    init(text: String, words: [TextWord], wordEnd: WordEnd? = nil, readingHints: [ReadingHint], width: Int) {
        var characters: [Character] = []
        var widths: [Int] = []
        var byteStarts: [Int] = []
        var byte = 0
        for character in text {
            characters.append(character)
            widths.append(DisplayWidth.of(character))
            byteStarts.append(byte)
            byte += character.utf8.count
        }
        var rows: [Range<Int>] = []
        var rowStart = 0
        var used = 0
        for (index, columns) in widths.enumerated() {
            if used + columns > max(width, 2) && index > rowStart {
                rows.append(rowStart..<index)
                rowStart = index
                used = 0
            }
            used += columns
        }
        rows.append(rowStart..<characters.count)
        self.characters = characters
        self.widths = widths
        self.rows = rows
        self.words = words
        self.readingHints = readingHints
        // A byte offset to the character holding it: MeCab's byte ranges, on the characters drawn.
        let character = { (offset: Int) -> Int in
            var low = 0
            var high = byteStarts.count
            while low < high {
                let middle = (low + high) / 2
                if byteStarts[middle] <= offset { low = middle + 1 } else { high = middle }
            }
            return max(0, low - 1)
        }
        let characterRange = { (bytes: Range<Int>) -> Range<Int> in
            let start = character(bytes.lowerBound)
            let end = bytes.upperBound >= byte ? characters.count : character(bytes.upperBound)
            return start..<max(end, start + 1)
        }
        let wordCharacters = words.map { characterRange($0.byteRange) }
        self.wordEnd = wordEnd.map { end in
            var placed = end
            placed.characters = characterRange(end.bytes)
            placed.startInSurface = String(decoding: end.word.surface.utf8.prefix(end.startInWord), as: UTF8.self).count
            return placed
        }
        self.wordCharacters = wordCharacters
        var word = 0
        firstWordOfRow = rows.map { row in
            while word < wordCharacters.count && wordCharacters[word].upperBound <= row.lowerBound { word += 1 }
            return word
        }
    }

    /// The row holding character `index` (the last row for an index past the end).
    func row(ofCharacter index: Int) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The words starting on row `row`, by index.
    func words(startingOnRow row: Int) -> [Int] {
        wordCharacters.indices.filter { rows[row].contains(wordCharacters[$0].lowerBound) }
    }

    /// The column where character `index` starts on its row.
    func column(ofCharacter index: Int) -> Int {
        let row = rows[self.row(ofCharacter: index)]
        return widths[row.lowerBound..<index].reduce(0, +)
    }
}

import Segmentation

extension ReaderViewModel {
    /// A row of the screen: the subtitle time beside a line's first row, and its text in pieces.
    public struct Row: Equatable {
        public let timestamp: String?
        public let pieces: [Piece]
    }

    /// A run of a row's text: plain text, or (part of) a word with what the learner knows of it.
    ///
    /// The characters and their widths are slices of the line's layout, made once when the line was laid out:
    /// a frame draws them without measuring or copying the text again (BENCHMARKS.md, issue 21).
    public struct Piece: Equatable {
        /// The piece's characters, safe for a terminal (``ReadingText/text(ofBlock:)`` took out every control).
        public let characters: ArraySlice<Character>
        /// Each character's columns, as KanjiKit's `DisplayWidth` measured them when the line was laid out.
        public let widths: ArraySlice<Int>
        /// `nil` for text between words.
        public let knowledge: WordKnowledge?
        public let isCursor: Bool
    }
}

extension ReaderViewModel.Row {
    /// Row `position` of its line's `layout`, cut into pieces at its words' edges.
    /// - Parameters:
    ///   - timestamp: the line's subtitle time, shown beside its first row.
    ///   - knowledge: how well the learner knows a word.
    ///   - cursor: the word under the cursor, drawn as such.
    init(_ position: RowPosition, of layout: ReaderBlockLayout, timestamp: String?, cursor: WordPosition?,
         knowledge: (TextWord) -> WordKnowledge) {
        let range = layout.rows[position.row]
        var pieces: [ReaderViewModel.Piece] = []
        var index = range.lowerBound
        var word = layout.firstWordOfRow[position.row]
        let piece = { (characters: Range<Int>, knowledge: WordKnowledge?, isCursor: Bool) in
            ReaderViewModel.Piece(characters: layout.characters[characters], widths: layout.widths[characters], knowledge: knowledge,
                                  isCursor: isCursor)
        }
        while index < range.upperBound {
            if word < layout.words.count, layout.wordCharacters[word].lowerBound <= index {
                let end = min(layout.wordCharacters[word].upperBound, range.upperBound)
                pieces.append(piece(index..<end, knowledge(layout.words[word]), cursor == WordPosition(block: position.block, word: word)))
                index = end
                if end >= layout.wordCharacters[word].upperBound { word += 1 }
            } else {
                let end = min(word < layout.words.count ? layout.wordCharacters[word].lowerBound : range.upperBound, range.upperBound)
                pieces.append(piece(index..<end, nil, false))
                index = end
            }
        }
        self.init(timestamp: position.row == 0 ? timestamp : nil, pieces: pieces)
    }
}

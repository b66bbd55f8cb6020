import KanjiKit
import Segmentation

extension ReaderViewModel {
    /// A row of the screen: the subtitle time beside a line's first row, and its text in pieces.
    public struct Row: Equatable {
        public let timestamp: String?
        public let pieces: [Piece]
        /// The readings over the row's words when furigana is on (``ReaderFurigana``), left to right; empty when
        /// it is off.
        public let ruby: [Ruby]
    }

    /// A reading shown over its kanji on the ruby line above a row: centred over them, a column clear of the
    /// reading before it (a reading is often wider than its kanji, and readings run together would read as one
    /// word), never left of the row.
    public struct Ruby: Equatable {
        /// The column it starts at, from the row's first column (the subtitle times' gutter not counted).
        public let column: Int
        public let text: String
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
        /// `nil` for text between words, and for grammar and names (``TextWord/isVocabulary``): drawn plain, as no
        /// vocabulary to learn.
        public let knowledge: WordKnowledge?
        public let isCursor: Bool
    }
}

extension ReaderViewModel.Row {
    /// Row `position` of its line's `layout`, cut into pieces at its words' edges; the end of a word begun on the line
    /// before (a hard wrap inside it) is a piece of that word, the cursor's when the cursor is on the word.
    /// - Parameters:
    ///   - timestamp: the line's subtitle time, shown beside its first row.
    ///   - knowledge: how well the learner knows a word; `nil` for grammar, drawn plain.
    ///   - cursor: the word under the cursor, drawn as such.
    ///   - furigana: the word as its reading is to be shown over it, or `nil` for a word shown bare; `nil` with
    ///     furigana off. Asked only for the row's words: the ruby of a screen costs its rows.
    init(_ position: RowPosition, of layout: ReaderBlockLayout, timestamp: String?, cursor: WordPosition?,
         knowledge: (TextWord) -> WordKnowledge?, furigana: ((TextWord) -> TextWord?)? = nil) {
        let range = layout.rows[position.row]
        var pieces: [ReaderViewModel.Piece] = []
        var index = range.lowerBound
        var word = layout.firstWordOfRow[position.row]
        let piece = { (characters: Range<Int>, knowledge: WordKnowledge?, isCursor: Bool) in
            ReaderViewModel.Piece(characters: layout.characters[characters], widths: layout.widths[characters], knowledge: knowledge,
                                  isCursor: isCursor)
        }
        while index < range.upperBound {
            if let end = layout.wordEnd, end.characters.contains(index) {
                // The end of the word the line before began: drawn as that word, the cursor's when the cursor is on it.
                let stop = min(end.characters.upperBound, range.upperBound)
                pieces.append(piece(index..<stop, knowledge(end.word), cursor == end.position))
                index = stop
            } else if word < layout.words.count, layout.wordCharacters[word].lowerBound <= index {
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
        self.init(timestamp: position.row == 0 ? timestamp : nil, pieces: pieces,
                  ruby: furigana.map { Self.ruby(on: range, of: layout, first: layout.firstWordOfRow[position.row], furigana: $0) } ?? [])
    }

    /// The readings over the row of characters `range`: each span of a word (``Furigana``, the text's own ruby where it
    /// has one) that starts on the row — of the end of a word begun on the line before too —, its reading centred over
    /// its characters (those on the row), pushed right to leave a column after the reading before it.
    private static func ruby(on range: Range<Int>, of layout: ReaderBlockLayout, first: Int,
                             furigana: (TextWord) -> TextWord?) -> [ReaderViewModel.Ruby] {
        var ruby: [ReaderViewModel.Ruby] = []
        var free = 0
        // A span of a word whose surface would start at character `origin`, placed when it starts on the row among the
        // word's characters on the line, `shown`.
        let place = { (span: Furigana.Span, origin: Int, shown: Range<Int>) in
            let start = origin + span.characters.lowerBound
            guard range.contains(start), shown.contains(start) else { return }
            let end = min(origin + span.characters.upperBound, range.upperBound, shown.upperBound)
            let column = layout.widths[range.lowerBound..<start].reduce(0, +)
            let base = layout.widths[start..<end].reduce(0, +)
            let width = span.reading.reduce(0) { $0 + DisplayWidth.of($1) }
            let placed = max(column + (base - width) / 2, free, 0)
            ruby.append(ReaderViewModel.Ruby(column: placed, text: span.reading))
            free = placed + width + 1
        }
        // The end of a word begun on the line before: the readings of its spans that start here. The line is plain text
        // (only plain text has hard wraps), which gives no readings of its own.
        if let end = layout.wordEnd, end.characters.overlaps(range), let shown = furigana(end.word) {
            for span in Furigana.spans(of: shown) {
                place(span, end.characters.lowerBound - end.startInSurface, end.characters)
            }
        }
        var word = first
        while word < layout.words.count, layout.wordCharacters[word].lowerBound < range.upperBound {
            defer { word += 1 }
            guard let shown = furigana(layout.words[word]) else { continue }
            for span in Furigana.spans(of: shown, readingHints: layout.readingHints) {
                place(span, layout.wordCharacters[word].lowerBound, layout.wordCharacters[word])
            }
        }
        return ruby
    }
}

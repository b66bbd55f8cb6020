extension Furigana {
    /// `surface` with each reading of `word`'s furigana in [] after the kanji it is over: 食[た]べた, 日本[にほん]人[じん]
    /// — furigana in one line of plain text, as `kanji-tui sentences --furigana` prints it.
    public static func bracketed(_ surface: String, of word: TextWord) -> String {
        guard surface == word.surface else { return surface }
        return bracketed(surface, spans: spans(of: word))
    }

    /// `line` with the readings of `words` (the segmenter's words of it, in order) bracketed after their kanji.
    public static func bracketed(_ line: String, words: [TextWord]) -> String {
        bracketed(line, spans: spans(ofLine: line, words: words))
    }

    /// The readings of every word of `line` (the segmenter's words of it), each over characters of the whole line: what
    /// a sentence's furigana is, for a note or a line of text.
    public static func spans(ofLine line: String, words: [TextWord]) -> [Span] {
        let utf8 = line.utf8
        var spans: [Span] = []
        for word in words {
            guard let start = utf8.index(utf8.startIndex, offsetBy: word.byteRange.lowerBound, limitedBy: utf8.endIndex) else { continue }
            let offset = line.distance(from: line.startIndex, to: start)
            spans += Furigana.spans(of: word).map {
                Span(characters: ($0.characters.lowerBound + offset)..<($0.characters.upperBound + offset), reading: $0.reading)
            }
        }
        return spans
    }

    /// `text` with each span's reading in [] after the characters it is over.
    private static func bracketed(_ text: String, spans: [Span]) -> String {
        let characters = Array(text)
        var bracketed = ""
        var next = 0
        for span in spans where span.characters.lowerBound >= next && span.characters.upperBound <= characters.count {
            bracketed += String(characters[next..<span.characters.upperBound]) + "[" + span.reading + "]"
            next = span.characters.upperBound
        }
        return bracketed + String(characters[next...])
    }
}

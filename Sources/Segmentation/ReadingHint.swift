/// A reading the text itself gives for a span of it: the `<rt>` of an HTML or EPUB `<ruby>`, whose base is the
/// span. The author's furigana says which word the span is (離れる read はなれる, not the noun 離れ read ばなれ),
/// so the segmenter can prefer the JMdict entry with that reading, and the reader can show it.
public struct ReadingHint: Sendable, Hashable {
    /// Where the ruby's base text is, in bytes of UTF-8: of the whole text in ``MarkupText`` and
    /// ``ReadingText/readingHints``, of one block in ``ReadingText/readingHints(inBlock:)``.
    public let byteRange: Range<Int>
    /// The `<rt>` text, as written (kana, usually hiragana).
    public let reading: String

    public init(byteRange: Range<Int>, reading: String) {
        self.byteRange = byteRange
        self.reading = reading
    }

    /// The characters of `surface`, which starts at byte `start` of the text the hint counts in, that the hint's
    /// base is: `nil` unless the base starts and ends between characters of `surface`.
    func characters(of surface: [Character], startingAt start: Int) -> Range<Int>? {
        var byte = start
        var lower: Int?
        for (index, character) in surface.enumerated() {
            if byte == byteRange.lowerBound { lower = index }
            byte += character.utf8.count
            if byte == byteRange.upperBound, let lower { return lower..<(index + 1) }
        }
        return nil
    }
}

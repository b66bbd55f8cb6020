/// The words of one line of a text, as the line's run reads them (``WordSegmenter/words(inRun:of:)``): the words that
/// start on the line, and, at its start, the end of a word begun on a line before, where a hard wrap cut it
/// (ション of ディストリビュー / ション).
public struct LineWords: Sendable, Hashable {
    /// The end of a word begun on a line before, at a line's start.
    public struct WordEnd: Sendable, Hashable {
        /// Its bytes in the line (after the line's indentation).
        public let bytes: Range<Int>
        /// The line the word starts on.
        public let block: Int
        /// The word's index among that line's ``LineWords/words``.
        public let word: Int
        /// How many of the word's bytes the lines before hold: where in its surface this line's part begins.
        public let startInWord: Int
    }

    /// The words that start on the line, in order, with byte ranges in the line. The last may go on into the next
    /// line (a hard wrap inside it): its surface is then the whole word, and its byte range runs past the line's end by
    /// the bytes it has on the lines after, as if the lines were one.
    public let words: [TextWord]
    /// The end of the word a line before began, when the line starts with it; nil when the line starts with a word
    /// of its own or with text between words.
    public let wordBefore: WordEnd?

    public init(words: [TextWord], wordBefore: WordEnd? = nil) {
        self.words = words
        self.wordBefore = wordBefore
    }
}

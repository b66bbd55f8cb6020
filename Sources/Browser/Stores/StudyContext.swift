/// Where a kept word was met: the sentence, the word's place in it, and the text it came from (sentence
/// mining). A card shows it, and the Anki exports carry it, so the word is learnt in its sentence.
public struct StudyContext: Sendable, Hashable {
    /// The sentence as it was read.
    public let sentence: String
    /// The word's place in `sentence`, in Character offsets (grapheme clusters: what the screen marks and a
    /// person counts, whatever the encoding).
    public let mark: Range<Int>
    /// The name of the text it came from (a file's name, a title); empty when there is none.
    public let source: String

    public init(sentence: String, mark: Range<Int>, source: String) {
        self.sentence = sentence
        self.mark = mark
        self.source = source
    }

    /// The sentence in three parts: before the word, the word, after it — what a card draws with the word
    /// marked and an export wraps in `<b>…</b>`. A mark reaching past the sentence (a file edited by hand)
    /// is cut at its end.
    public var parts: (before: Substring, word: Substring, after: Substring) {
        let start = sentence.index(sentence.startIndex, offsetBy: max(0, mark.lowerBound), limitedBy: sentence.endIndex) ?? sentence.endIndex
        let end = sentence.index(start, offsetBy: max(0, mark.count), limitedBy: sentence.endIndex) ?? sentence.endIndex
        return (sentence[..<start], sentence[start..<end], sentence[end...])
    }

    /// Why this context cannot be kept (an empty sentence, a mark outside it), or `nil` when it can.
    public var problem: String? {
        guard !sentence.isEmpty else { return "a kept sentence cannot be empty" }
        let count = sentence.count
        guard mark.lowerBound >= 0, !mark.isEmpty, mark.upperBound <= count else {
            return "the marked word (characters \(mark.lowerBound)..<\(mark.upperBound)) must lie within its sentence of \(count) characters"
        }
        return nil
    }
}

/// A word of the reader: a line of the text and the word's index among the line's words.
///
/// Independent of the width: a resize wraps the line again and the cursor stays on the same word.
public struct WordPosition: Hashable, Sendable {
    public let block: Int
    public let word: Int
}

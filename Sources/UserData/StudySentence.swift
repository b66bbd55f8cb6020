/// The sentence an item was kept from, as the file holds it (`study_card.sentence`, schema v4): what a card shows
/// and an Anki export carries so a word is learnt where it was met.
public struct StudySentence: Sendable, Hashable {
    /// The sentence as it was read; never empty.
    public let text: String
    /// Where the kept word starts in `text`, in Characters (grapheme clusters): what a person counts and the
    /// screen marks, whatever the encoding.
    public let markStart: Int
    /// How many Characters the word takes; 1 or more.
    public let markLength: Int
    /// The name of the text it came from (a file's name, a title), or `nil` when none was given.
    public let source: String?

    /// - Parameter source: an empty name is no name, as in the file.
    public init(text: String, markStart: Int, markLength: Int, source: String?) {
        self.text = text
        self.markStart = markStart
        self.markLength = markLength
        self.source = source?.isEmpty == true ? nil : source
    }

    /// Why this cannot be stored (an empty sentence, a mark outside it), or `nil` when it can.
    public var problem: String? {
        guard !text.isEmpty else { return "a kept sentence cannot be empty" }
        let count = text.count
        guard markStart >= 0, markLength > 0, markStart + markLength <= count else {
            return "the marked word (characters \(markStart)..<\(markStart + markLength)) must lie within its sentence of \(count) characters"
        }
        return nil
    }
}

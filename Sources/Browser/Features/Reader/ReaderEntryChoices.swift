import Segmentation

/// The JMdict entries the learner chose with `e`/`E` for words of one text (issue 32 §1), where the segmenter's
/// guess was not the word the text uses (なる read as 生る "to bear fruit" where 成る was meant).
///
/// A choice holds for every use of the word in the text, keyed by its dictionary form and its surface: なる chosen
/// as 成る in 先生になる is 成る in どうなるか too, while なっ of なった is a word of its own, chosen apart (its
/// surface may fit another entry). Choices live while the app runs (``ReaderEntryChoiceMemory`` keeps them when
/// the reader is left); they are not written to the user database.
public struct ReaderEntryChoices: Sendable, Hashable {
    /// A word of the text, as the choice knows it.
    private struct Key: Sendable, Hashable {
        let dictionaryForm: String
        let surface: String

        init(_ word: TextWord) {
            dictionaryForm = word.dictionaryForm
            surface = word.surface
        }
    }

    /// The entry number chosen for each word, only where it is not the segmenter's own.
    private var chosen: [Key: Int] = [:]

    public init() {}

    /// Whether no word has an entry chosen.
    public var isEmpty: Bool { chosen.isEmpty }

    /// The entry number chosen for `word`, or `nil` where the segmenter's stands.
    public func entryNumber(for word: TextWord) -> Int? {
        chosen[Key(word)]
    }

    /// Chooses entry `number` for `word` and every other use of it; the segmenter's own entry clears the choice.
    public mutating func choose(_ number: Int, for word: TextWord) {
        chosen[Key(word)] = number == word.entryNumber ? nil : number
    }
}

import Segmentation

/// The JMdict entries the learner chose with `e`/`E` for words of one text (issue 32 §1), where the segmenter's
/// guess was not the word the text uses (なる read as 生る "to bear fruit" where 成る was meant).
///
/// A choice holds for every use of the word in the text, keyed by its dictionary form and its surface: なる chosen
/// as 成る in 先生になる is 成る in どうなるか too, while なっ of なった is a word of its own, chosen apart (its
/// surface may fit another entry). An entry is named by its JMdict sequence number, as the library keeps it
/// (``ReadingEntryChoice``), so a choice outlives a regeneration of the data that renumbers the entries.
public struct ReaderEntryChoices: Sendable, Hashable {
    /// A word of the text, as the choice knows it.
    private struct Key: Sendable, Hashable {
        let dictionaryForm: String
        let surface: String

        init(_ word: TextWord) {
            dictionaryForm = word.dictionaryForm
            surface = word.surface
        }

        init(_ saved: ReadingEntryChoice) {
            dictionaryForm = saved.dictionaryForm
            surface = saved.surface
        }
    }

    /// The JMdict sequence number chosen for each word, only where it is not the segmenter's own entry.
    private var chosen: [Key: Int] = [:]

    /// The choices the library kept for the text (none for a text never corrected).
    public init(saved: [ReadingEntryChoice] = []) {
        for choice in saved { chosen[Key(choice)] = choice.sequence }
    }

    /// The choices as the library keeps them, in a stable order (by dictionary form, then surface).
    public var saved: [ReadingEntryChoice] {
        chosen.map { ReadingEntryChoice(dictionaryForm: $0.key.dictionaryForm, surface: $0.key.surface, sequence: $0.value) }
            .sorted { ($0.dictionaryForm, $0.surface) < ($1.dictionaryForm, $1.surface) }
    }

    /// The entry chosen for `word` among `candidates` (the segmenter's, ranked), or `nil` where the segmenter's own
    /// stands — also when the data no longer has the entry once chosen. The candidates are asked for only when a
    /// choice was made for the word: every word on screen is looked at each frame, few of them were corrected.
    func candidate(for word: TextWord, among candidates: @autoclosure () -> [WordCandidate]) -> WordCandidate? {
        guard let sequence = chosen[Key(word)] else { return nil }
        return candidates().first { $0.sequence == sequence }
    }

    /// Chooses `candidate` for `word` and every other use of it; the segmenter's own entry clears the choice.
    mutating func choose(_ candidate: WordCandidate, for word: TextWord) {
        chosen[Key(word)] = candidate.entryNumber == word.entryNumber ? nil : candidate.sequence
    }
}

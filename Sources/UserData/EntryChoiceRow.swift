/// A word whose JMdict entry the learner chose with the reader's `e`/`E` (issues 32 §1 and 45), as the file holds it:
/// the default for that word in every text and in `kanji-tui analyze`.
public struct EntryChoiceRow: Sendable, Hashable {
    /// The word as the reader keys it: its dictionary form and its surface in the text.
    public let dictionaryForm: String
    public let surface: String
    /// JMdict's sequence number of the entry chosen.
    public let sequence: Int

    public init(dictionaryForm: String, surface: String, sequence: Int) {
        self.dictionaryForm = dictionaryForm
        self.surface = surface
        self.sequence = sequence
    }
}

/// One word of a text read whose JMdict entry the learner chose with `e`/`E` (issue 32 §1), as the file holds it.
public struct ReadingEntryChoiceRow: Sendable, Hashable {
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

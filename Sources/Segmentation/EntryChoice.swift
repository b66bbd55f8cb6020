/// An entry the learner chose with the reader's `e`/`E` for a word (issues 32 §1 and 45): the word as choices key it
/// (``EntryChoices/Word``: its dictionary form and its surface) and the entry's JMdict sequence number, which stays the
/// same when the data is regenerated (entry numbers do not). The user's database keeps it for every text and for
/// `kanji-tui analyze`.
public struct EntryChoice: Sendable, Hashable {
    public let dictionaryForm: String
    public let surface: String
    public let sequence: Int

    public init(dictionaryForm: String, surface: String, sequence: Int) {
        self.dictionaryForm = dictionaryForm
        self.surface = surface
        self.sequence = sequence
    }
}

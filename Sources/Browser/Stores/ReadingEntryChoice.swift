/// A word of a text whose JMdict entry the learner chose with `e`/`E` in the reader (issue 32 §1), as the library
/// keeps it for the next time the text is read: the word as the reader keys it (dictionary form and surface) and the
/// entry's JMdict sequence number, which stays the same when the data is regenerated (entry numbers do not).
public struct ReadingEntryChoice: Sendable, Hashable {
    public let dictionaryForm: String
    public let surface: String
    public let sequence: Int

    public init(dictionaryForm: String, surface: String, sequence: Int) {
        self.dictionaryForm = dictionaryForm
        self.surface = surface
        self.sequence = sequence
    }
}

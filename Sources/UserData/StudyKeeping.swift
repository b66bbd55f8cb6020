/// One item to keep for study, with what it was kept from and how common it is.
public struct StudyKeeping: Sendable, Hashable {
    public let item: RecordedItem
    /// The sentence it was met in, or `nil` when kept from a list or a detail.
    public let sentence: StudySentence?
    /// Its frequency rank (1 the most common), or `nil` when the dictionary has none.
    public let frequencyRank: Int?

    public init(_ item: RecordedItem, sentence: StudySentence? = nil, frequencyRank: Int? = nil) {
        self.item = item
        self.sentence = sentence
        self.frequencyRank = frequencyRank
    }
}

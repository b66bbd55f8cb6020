import FSRS

/// One card of the study list — a kept item asked one way (its ``cardKind``) — with its FSRS schedule, as the file
/// holds it. An item kept in several kinds has a row for each.
public struct StudyRow: Sendable, Hashable {
    /// The kanji or word (the same identity as the history's: kind, key and reading).
    public let item: RecordedItem
    /// The scheduler's state; `card.id` is the row's id, unique for the life of the file.
    public let card: Card
    /// When the item was kept.
    public let addedAt: Timestamp
    /// The sentence it was kept from, or `nil`.
    public let sentence: StudySentence?
    /// Its frequency rank when kept (1 the most common), or `nil` when unknown.
    public let frequencyRank: Int?
    /// How it is set aside from reviews (suspended, buried, or neither) and whether it is tagged a leech.
    public let setAside: StudySetAside
    /// Which side of the item the card asks for: recognition (every card before schema v11), production, reading.
    public let cardKind: CardKind

    public init(item: RecordedItem, card: Card, addedAt: Timestamp, sentence: StudySentence? = nil, frequencyRank: Int? = nil,
                setAside: StudySetAside = .none, cardKind: CardKind = .recognition) {
        self.item = item
        self.card = card
        self.addedAt = addedAt
        self.sentence = sentence
        self.frequencyRank = frequencyRank
        self.setAside = setAside
        self.cardKind = cardKind
    }
}

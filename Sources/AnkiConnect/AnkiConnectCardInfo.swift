/// One card as `cardsInfo` describes it, the parts `known import --anki` reads: its note's fields, note type, deck,
/// template, type (0 new, 1 learning, 2 review, 3 relearning), queue and interval (days; negative seconds while in
/// learning).
public struct AnkiConnectCardInfo: Decodable, Sendable, Equatable {
    public let cardId: Int64
    public let note: Int64
    public let deckName: String
    public let modelName: String
    public let ord: Int
    public let type: Int
    public let queue: Int
    public let interval: Int
    /// Each field's value (HTML) by name.
    public let fields: [String: Field]

    /// A field's value and its place among the note type's fields.
    public struct Field: Decodable, Sendable, Equatable {
        public let value: String
        public let order: Int
    }
}

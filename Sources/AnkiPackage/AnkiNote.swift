/// One note of the package and its one card.
public struct AnkiNote: Sendable, Hashable {
    /// Anki's identity of the note across collections (its `guid`): a later package with the same guid updates
    /// this note instead of adding a second one. `AnkiGUID.stable(_:)` makes one from what the note is about.
    public let guid: String
    /// Strong: the type whose fields `fields` fills (the package writes each type once, however many notes use it).
    public let type: AnkiNoteType
    /// HTML, one per field of `type`, in its order (`AnkiHTML.escape` for plain text).
    public let fields: [String]
    /// Anki's tags: no spaces inside one; `::` makes a hierarchy.
    public let tags: [String]
    /// When the item was added: the note's and card's id (Anki's "Added" date) is made from it.
    public let addedAt: Int64
    /// The card's scheduling, or `.new` to start it afresh in Anki.
    public let card: AnkiCard

    public init(guid: String, type: AnkiNoteType, fields: [String], tags: [String], addedAt: Int64, card: AnkiCard) {
        self.guid = guid
        self.type = type
        self.fields = fields
        self.tags = tags
        self.addedAt = addedAt
        self.card = card
    }
}

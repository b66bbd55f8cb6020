/// One note of the package and its cards, one per template of its type that it has.
public struct AnkiNote: Sendable, Hashable {
    /// Anki's identity of the note across collections (its `guid`): a later package with the same guid updates
    /// this note instead of adding a second one. `AnkiGUID.stable(_:)` makes one from what the note is about.
    public let guid: String
    /// Strong: the type whose fields `fields` fills (the package writes each type once, however many notes use it).
    public let type: AnkiNoteType
    /// HTML, one per field of `type`, in its order (`AnkiHTML.escape` for plain text).
    public let fields: [String]
    /// Anki's tags: no spaces inside one; `::` makes a hierarchy (`leech` is Anki's own mark of a leech).
    public let tags: [String]
    /// When the item was added: the note's id (Anki's "Added" date) is made from it.
    public let addedAt: Int64
    /// The note's cards, each with its template's place in `type.templates` and its own scheduling.
    public let cards: [AnkiNoteCard]

    public init(guid: String, type: AnkiNoteType, fields: [String], tags: [String], addedAt: Int64, cards: [AnkiNoteCard]) {
        self.guid = guid
        self.type = type
        self.fields = fields
        self.tags = tags
        self.addedAt = addedAt
        self.cards = cards
    }
}

/// One card of a note: which template made it, when it was made, how it is scheduled, whether it is set aside, and
/// its answers.
public struct AnkiNoteCard: Sendable, Hashable {
    /// The template's place in the note type (Anki's `ord`).
    public let templateOrder: Int
    /// When the card was made (seconds since 1970): its id is made from it, unique within the collection.
    public let addedAt: Int64
    /// The card's scheduling, or `.new` to start it afresh in Anki.
    public let card: AnkiCard
    /// How it is kept out of reviews in Anki: suspended (queue -1), buried by hand (queue -3) or neither.
    public let setAside: SetAside
    /// Its answers, oldest first: the review log the package brings with the card (none without scheduling).
    public let reviews: [AnkiReview]

    public enum SetAside: Sendable, Hashable {
        case none
        case suspended
        case buried
    }

    public init(templateOrder: Int, addedAt: Int64, card: AnkiCard, setAside: SetAside = .none, reviews: [AnkiReview] = []) {
        self.templateOrder = templateOrder
        self.addedAt = addedAt
        self.card = card
        self.setAside = setAside
        self.reviews = reviews
    }
}

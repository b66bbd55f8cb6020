import FSRS

/// A card brought in from elsewhere (an Anki package, kanji-tui's own JSON export), with its review history: what `UserDatabase.importStudy`
/// writes into the study list, alongside the cards kept already. An item may come with a card of each kind.
public struct StudyImportCard: Sendable, Hashable {
    /// The kanji or word; a card already kept for it of the same kind is the same card.
    public let item: RecordedItem
    /// Which side of the item the card asks for.
    public let cardKind: CardKind
    /// Its scheduling now: state, step, memory state, due time and last review (`card.id` is not read: the file
    /// gives the card its id).
    public let card: Card
    /// When it was first kept.
    public let addedAt: Timestamp
    public let frequencyRank: Int?
    /// Its reviews, oldest first.
    public let reviews: [StudyImportReview]
    /// Suspended, buried (until when) and tagged a leech, as it is where it comes from.
    public let setAside: StudySetAside
    /// The sentence it was kept from (kanji-tui's own JSON export carries it), for a card made by the import whose
    /// item has no sentence yet; `nil` when none comes with it.
    public let sentence: StudySentence?

    public init(item: RecordedItem, card: Card, addedAt: Timestamp, frequencyRank: Int?, reviews: [StudyImportReview],
                setAside: StudySetAside = .none, cardKind: CardKind = .recognition, sentence: StudySentence? = nil) {
        self.item = item
        self.cardKind = cardKind
        self.card = card
        self.addedAt = addedAt
        self.frequencyRank = frequencyRank
        self.reviews = reviews
        self.setAside = setAside
        self.sentence = sentence
    }
}

/// One review of an imported card, as a `study_review` row holds it: the grade, its time, the card just before it
/// and the state it left the card in.
public struct StudyImportReview: Sendable, Hashable {
    public let reviewedAt: Timestamp
    public let rating: Rating
    /// The card just before the grade (`id` not read).
    public let before: Card
    public let stateAfter: CardState
    /// Where the review came from Anki: its revlog id and how long the answer took (``StudyReviewRow/anki``).
    public let anki: StudyReviewRow.AnkiIdentity?

    public init(reviewedAt: Timestamp, rating: Rating, before: Card, stateAfter: CardState, anki: StudyReviewRow.AnkiIdentity? = nil) {
        self.reviewedAt = reviewedAt
        self.rating = rating
        self.before = before
        self.stateAfter = stateAfter
        self.anki = anki
    }
}

/// What an import did (or, previewed, would do) to the study list.
public struct StudyImportOutcome: Sendable, Hashable {
    /// Cards kept for the first time (an item's, or a kind of card an item kept already lacked), in the order given.
    public var added: [RecordedItem] = []
    /// Cards kept already that got reviews they lacked, and with them the imported schedule (their last review
    /// was the import's).
    public var rescheduled = 0
    /// Cards kept already that got reviews they lacked but keep their own schedule (reviewed here after the
    /// import's last review).
    public var keptTheirSchedule = 0
    /// Cards kept already that the import changes nothing of.
    public var unchanged = 0
    /// Review log lines written.
    public var reviewsAdded = 0
    /// Reviews the log had already (the same card graded at the same second).
    public var reviewsAlreadyThere = 0

    public init() {}

    /// Whether the import writes anything.
    public var changesAnything: Bool { !added.isEmpty || reviewsAdded > 0 }
}

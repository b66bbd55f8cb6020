/// What kanji-tui reads of an Anki collection: its note types and decks, its notes, their cards with their
/// scheduling, and the review log. Plain values, as Anki stores them (times as Anki counts them).
public struct AnkiCollectionContents: Sendable {
    /// `col.ver`: 11 for a legacy package, 18 for Anki's current one.
    public let schemaVersion: Int
    /// How the collection counts review days (its `crt`, creation offset and rollover hour).
    public let days: AnkiDayNumbers
    public let noteTypes: [Int64: AnkiStoredNoteType]
    /// Deck names by id, `::` between a parent and its child.
    public let decks: [Int64: String]
    /// In the order of their ids (the order they were added).
    public let notes: [AnkiStoredNote]
    /// In the order of their ids.
    public let cards: [AnkiStoredCard]
    /// Every review of every card, oldest first.
    public let revlog: [AnkiRevlogEntry]

    public init(schemaVersion: Int, days: AnkiDayNumbers, noteTypes: [Int64: AnkiStoredNoteType], decks: [Int64: String],
                notes: [AnkiStoredNote], cards: [AnkiStoredCard], revlog: [AnkiRevlogEntry]) {
        self.schemaVersion = schemaVersion
        self.days = days
        self.noteTypes = noteTypes
        self.decks = decks
        self.notes = notes
        self.cards = cards
        self.revlog = revlog
    }
}

/// A note type: its name, its fields' names and its card templates' names, each in order.
public struct AnkiStoredNoteType: Sendable, Hashable {
    public let id: Int64
    public let name: String
    public let fields: [String]
    /// The card templates' names by their place (a card's `ordinal`): what says which side of a note a card asks for.
    /// Empty where nothing names them (a text file's note type).
    public let templates: [String]

    public init(id: Int64, name: String, fields: [String], templates: [String] = []) {
        self.id = id
        self.name = name
        self.fields = fields
        self.templates = templates
    }
}

/// A note: its guid (its identity across collections), type, fields (HTML, in the type's order) and tags.
public struct AnkiStoredNote: Sendable, Hashable {
    /// When it was added, in milliseconds since 1970.
    public let id: Int64
    public let guid: String
    public let typeID: Int64
    public let fields: [String]
    public let tags: [String]

    public init(id: Int64, guid: String, typeID: Int64, fields: [String], tags: [String]) {
        self.id = id
        self.guid = guid
        self.typeID = typeID
        self.fields = fields
        self.tags = tags
    }
}

/// A card as Anki keeps it (the `cards` row), with a card in a filtered deck read as it is in its home deck.
public struct AnkiStoredCard: Sendable, Hashable {
    /// When it was made, in milliseconds since 1970.
    public let id: Int64
    public let noteID: Int64
    /// Its home deck (`odid` for a card in a filtered deck).
    public let deckID: Int64
    /// Which template of its note type made it (0 the first).
    public let ordinal: Int
    /// 0 new, 1 learning, 2 review, 3 relearning.
    public let type: Int
    /// As `type`, or -1 suspended, -2 buried with a sibling, -3 buried by hand, 3 learning across days, 4 preview.
    public let queue: Int
    /// A new card's position, a learning card's moment (seconds since 1970; or a day number across days), a
    /// review card's day number (see `AnkiDayNumbers`); its home deck's due for a card in a filtered deck.
    public let due: Int64
    /// Days (review and relearning cards).
    public let interval: Int
    /// Anki's ease, in permille (2500), 0 for a new card.
    public let factor: Int
    public let reviews: Int
    public let lapses: Int
    /// Learning steps left (the last three digits of Anki's `left`).
    public let stepsLeft: Int
    /// FSRS's memory state, where Anki has one (`cards.data`).
    public let memory: AnkiMemoryState?

    public init(id: Int64, noteID: Int64, deckID: Int64, ordinal: Int, type: Int, queue: Int, due: Int64, interval: Int,
                factor: Int, reviews: Int, lapses: Int, stepsLeft: Int, memory: AnkiMemoryState?) {
        self.id = id
        self.noteID = noteID
        self.deckID = deckID
        self.ordinal = ordinal
        self.type = type
        self.queue = queue
        self.due = due
        self.interval = interval
        self.factor = factor
        self.reviews = reviews
        self.lapses = lapses
        self.stepsLeft = stepsLeft
        self.memory = memory
    }

    public var isSuspended: Bool { queue == -1 }
    public var isBuried: Bool { queue == -2 || queue == -3 }
}

/// FSRS's memory state as Anki stores it in `cards.data` (`s`, `d`, `dr`, `lrt`), when FSRS is on.
public struct AnkiMemoryState: Sendable, Hashable {
    public let stability: Double
    public let difficulty: Double
    /// The retention it was scheduled for, when stored.
    public let desiredRetention: Double?
    /// The last review, seconds since 1970, when stored (Anki 25.02 and later).
    public let lastReviewAt: Int64?

    public init(stability: Double, difficulty: Double, desiredRetention: Double?, lastReviewAt: Int64?) {
        self.stability = stability
        self.difficulty = difficulty
        self.desiredRetention = desiredRetention
        self.lastReviewAt = lastReviewAt
    }
}

/// One row of Anki's review log.
public struct AnkiRevlogEntry: Sendable, Hashable {
    /// When the card was answered, in milliseconds since 1970.
    public let id: Int64
    public let cardID: Int64
    /// 1 Again, 2 Hard, 3 Good, 4 Easy; 0 for a row that is no answer (a manual reschedule, a reset).
    public let ease: Int
    /// The interval given: days when positive, seconds when negative (a learning step).
    public let interval: Int64
    public let lastInterval: Int64
    public let factor: Int
    /// Milliseconds spent on the answer.
    public let time: Int64
    /// 0 learning, 1 review, 2 relearning, 3 filtered (cram), 4 manual, 5 rescheduled.
    public let type: Int

    public init(id: Int64, cardID: Int64, ease: Int, interval: Int64, lastInterval: Int64, factor: Int, time: Int64, type: Int) {
        self.id = id
        self.cardID = cardID
        self.ease = ease
        self.interval = interval
        self.lastInterval = lastInterval
        self.factor = factor
        self.time = time
        self.type = type
    }

    /// Whether the row is an answer (a grade), not a manual change of the schedule.
    public var isAnswer: Bool { (1...4).contains(ease) }
}

/// One card's scheduling state, the value a `Scheduler` reads and returns (py-fsrs's `Card`).
///
/// A card knows nothing of what it teaches: the caller keeps the link from `id` to a kanji or a word.
public struct Card: Sendable, Hashable, Codable {
    /// The caller's identifier for the card (py-fsrs's `card_id`); it also seeds the card's fuzz.
    public var id: Int64
    public var state: CardState
    /// The index of the current learning or relearning step; 0 for a new card, `nil` in review.
    public var step: Int?
    /// Days until recall probability falls to 90 %; `nil` until the first review.
    public var stability: Double?
    /// How hard the card is, from 1 (easiest) to 10; `nil` until the first review.
    public var difficulty: Double?
    /// When the card should be reviewed next.
    public var due: Timestamp
    /// When the card was last reviewed; `nil` for a new card.
    public var lastReview: Timestamp?

    /// A card with every field given, e.g. one read back from storage.
    public init(
        id: Int64, state: CardState, step: Int?, stability: Double?, difficulty: Double?,
        due: Timestamp, lastReview: Timestamp?
    ) {
        self.id = id
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    /// A card that has never been reviewed.
    /// - Parameters:
    ///   - id: the caller's identifier for the card.
    ///   - due: when it becomes available for its first review, usually the moment it is added.
    /// - Returns: a new card at step 0 with no stability or difficulty yet.
    public static func new(id: Int64, due: Timestamp) -> Card {
        Card(id: id, state: .new, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil)
    }
}

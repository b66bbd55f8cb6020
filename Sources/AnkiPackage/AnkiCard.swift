/// A card's scheduling as Anki keeps it: where it is (new, learning, review, relearning), when it is due, and
/// its FSRS memory state. Times are seconds since 1970 (UTC); the package turns a review's due time into
/// Anki's day number itself.
public enum AnkiCard: Sendable, Hashable {
    /// Never studied: Anki shows it in the order of the package.
    case new
    /// In its first (learning) steps: due at a moment, with `remainingSteps` steps to go.
    case learning(dueAt: Int64, remainingSteps: Int, history: AnkiCardHistory)
    /// Graduated: due on the day of `dueAt`, `intervalDays` after its last review.
    case review(dueAt: Int64, intervalDays: Int, history: AnkiCardHistory)
    /// Forgotten in review and back in (relearning) steps: due at a moment; `intervalDays` is the interval it
    /// will return to review with.
    case relearning(dueAt: Int64, remainingSteps: Int, intervalDays: Int, history: AnkiCardHistory)
}

/// What a studied card carries besides its due time: its FSRS memory state and its counts.
public struct AnkiCardHistory: Sendable, Hashable {
    /// Days until recall falls to 90 % (FSRS's S).
    public let stability: Double
    /// 1 (easiest) to 10 (FSRS's D; Anki's scale is the same).
    public let difficulty: Double
    /// When the card was last reviewed: Anki's FSRS reads the elapsed time from it when there is no review log.
    public let lastReviewAt: Int64
    /// The retention the card was scheduled for (FSRS's desired retention).
    public let desiredRetention: Double
    /// The forgetting curve's decay (FSRS-6's last parameter), so retrievability is computed on the same curve.
    public let decay: Double
    /// How many times it was reviewed, and how many of those were lapses (Again in review).
    public let reviews: Int
    public let lapses: Int

    public init(stability: Double, difficulty: Double, lastReviewAt: Int64, desiredRetention: Double, decay: Double,
                reviews: Int, lapses: Int) {
        self.stability = stability
        self.difficulty = difficulty
        self.lastReviewAt = lastReviewAt
        self.desiredRetention = desiredRetention
        self.decay = decay
        self.reviews = reviews
        self.lapses = lapses
    }
}

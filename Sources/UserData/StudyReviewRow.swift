import FSRS

/// One grade of the review log: the log line itself and the card as it was before the grade, which is
/// what an undo puts back.
public struct StudyReviewRow: Sendable, Hashable {
    /// The row's identity, increasing in the order grades were saved (by any process).
    public let id: Int64
    /// The card, the rating, the time, and the state before and after.
    public let log: ReviewLog
    /// Every field of the card just before this grade.
    public let before: Card

    public init(id: Int64, log: ReviewLog, before: Card) {
        self.id = id
        self.log = log
        self.before = before
    }
}

import FSRS

/// What taking back a grade did.
public enum ReviewUndoOutcome: Sendable, Hashable {
    /// The log line is gone and the card is back as it was before the grade (this card).
    case undone(restored: Card)
    /// The card was graded again after this grade (by another instance): taking it back would throw that
    /// later grade away, so nothing changed.
    case gradedAgainSince
    /// There is no such log line (already undone, or the card was removed).
    case notFound
}

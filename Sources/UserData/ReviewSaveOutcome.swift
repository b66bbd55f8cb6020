import FSRS

/// What saving a grade did.
public enum ReviewSaveOutcome: Sendable, Hashable {
    /// The card and its log line were committed together: `logID` undoes the grade, `card` is what was
    /// written (computed from the card as the file held it).
    case saved(logID: Int64, card: Card)
    /// The card is no longer kept (removed, perhaps by another instance): nothing was written.
    case removed
}

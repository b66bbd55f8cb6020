import FSRS

/// What saving a grade did.
public enum ReviewSaveOutcome: Sendable, Hashable {
    /// The card and its log line were committed together: `logID` undoes the grade, `card` is what was
    /// written (computed from the card as the file held it).
    case saved(logID: Int64, card: Card)
    /// Saved as `.saved` is, and the grade was the lapse that made the card a leech: its `lapses` (grades of Again
    /// in review) reached the leech threshold, so it is now tagged a leech and suspended (schema v9).
    case savedAsLeech(logID: Int64, card: Card, lapses: Int)
    /// The card is no longer kept (removed, perhaps by another instance): nothing was written.
    case removed
}

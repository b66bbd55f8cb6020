/// How a review flow ended, for its parent (the Study tab) to decide what to show next.
public enum ReviewResult: Sendable, Hashable {
    /// Every due card was graded (the summary was shown).
    case finished(ReviewTally)
    /// The person backed out, switched tabs or quit before the last card: how far they got. Every grade given was
    /// already saved when it was given.
    case leftEarly(ReviewTally)

    /// The tally, whichever way it ended.
    public var tally: ReviewTally {
        switch self {
        case .finished(let tally), .leftEarly(let tally): tally
        }
    }

    /// One line for the study list: "Reviewed 12 cards: Again 1 · …" or "Review left after 3 of 12 cards …".
    public var summaryLine: String {
        let tally = tally
        let unsaved = tally.unsaved == 0 ? "" : "; \(tally.unsaved) not saved"
        switch self {
        case .finished:
            return "\(tally.reviewedText): \(tally.gradesText)\(unsaved)"
        case .leftEarly:
            return "Review left after \(tally.progressText) cards (each grade saved as given)\(unsaved)"
        }
    }
}

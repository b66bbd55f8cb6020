import FSRS

/// How much of the study list waits: the Study tab's header line, counted as Anki counts a deck — new, learning
/// and review cards apart, new and review within what today's limits still allow.
public struct StudyCounts: Sendable, Hashable {
    /// New cards due now (a new card is due from when it was kept), before the daily limit.
    public let dueNew: Int
    /// Cards in a learning step (learning or relearning) due now; never limited.
    public let learning: Int
    /// Review cards due now, before the daily limit.
    public let dueReview: Int
    /// What today's limits still allow.
    public let allowance: DailyAllowance
    /// Every kept card.
    public let total: Int
    /// The soonest due time of a card not due yet, for "next in 10 min"; `nil` when none is waiting.
    public let nextDue: Timestamp?

    public init(dueNew: Int, learning: Int, dueReview: Int, allowance: DailyAllowance, total: Int, nextDue: Timestamp?) {
        self.dueNew = dueNew
        self.learning = learning
        self.dueReview = dueReview
        self.allowance = allowance
        self.total = total
        self.nextDue = nextDue
    }

    /// New cards a review started now introduces: those due, up to what today allows.
    public var new: Int { min(dueNew, allowance.newLeft) }
    /// Review cards a review started now shows: those due, up to what today allows.
    public var review: Int { min(dueReview, allowance.reviewsLeft ?? dueReview) }
    /// What `R` reviews now: the three numbers' sum.
    public var dueNow: Int { new + learning + review }
    /// Cards due now that today's limits hold back for later days.
    public var heldBackNew: Int { dueNew - new }
    public var heldBackReview: Int { dueReview - review }

    /// "12 new · 1 learning · 40 review · 79 cards (+59 new over today's limit)".
    public var text: String {
        "\(new) new · \(learning) learning · \(review) review · \(total) card\(total == 1 ? "" : "s")"
            + (heldBackText.map { " (\($0))" } ?? "")
    }

    /// "+59 new over today's limit", "+59 new, +3 review over today's limits", or `nil` when nothing is held back.
    public var heldBackText: String? {
        let parts = [heldBackNew > 0 ? "+\(heldBackNew) new" : nil, heldBackReview > 0 ? "+\(heldBackReview) review" : nil].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: ", ") + " over today's limit" + (parts.count > 1 ? "s" : "")
    }
}

/// The record of one review: what a study log stores so that a card's schedule can be shown, exported
/// and replayed (`Scheduler.reschedule`).
public struct ReviewLog: Sendable, Hashable, Codable {
    public var cardID: Int64
    public var rating: Rating
    public var reviewedAt: Timestamp
    /// The card's state before the grade.
    public var stateBefore: CardState
    /// The card's state after the grade.
    public var stateAfter: CardState

    public init(cardID: Int64, rating: Rating, reviewedAt: Timestamp, stateBefore: CardState, stateAfter: CardState) {
        self.cardID = cardID
        self.rating = rating
        self.reviewedAt = reviewedAt
        self.stateBefore = stateBefore
        self.stateAfter = stateAfter
    }
}

import FSRS

extension CardState {
    /// "new", "learning", "review", "relearning": the state as the Study list names it.
    public var label: String {
        switch self {
        case .new: "new"
        case .learning: "learning"
        case .review: "review"
        case .relearning: "relearning"
        }
    }
}

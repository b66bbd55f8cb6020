import FSRS

extension Rating {
    /// "Again", "Hard", "Good", "Easy": the grade as the review screen names it beside its key.
    public var label: String {
        switch self {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }
}

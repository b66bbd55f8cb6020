import Coordination

// MARK: - TestOutcome

/// What a test child tells its parent when it finishes.
enum TestOutcome: Equatable {
    /// Nothing more to do.
    case done
    /// The parent should start a flow showing a screen with this title.
    case showNext(String)
}

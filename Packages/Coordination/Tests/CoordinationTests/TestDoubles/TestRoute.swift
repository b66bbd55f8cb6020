import Coordination

// MARK: - TestRoute

/// One route per kind of transition, so each test names the transition it checks.
enum TestRoute: Route {
    /// A screen with a coordinator of its own: `.start`.
    case detail(String)
    /// A screen of the deciding coordinator: `.push`.
    case note(String)
    /// The deciding coordinator's next screen in place of the top: `.replaceTop`.
    case nextCard(String)
    /// Back to the stack's root: `.pop(to:)`.
    case home
    /// A child whose typed result the navigator records: `.start` of a child the preparation adopted itself.
    case picker(String)
    /// Nothing to show: `.none`.
    case stay
}

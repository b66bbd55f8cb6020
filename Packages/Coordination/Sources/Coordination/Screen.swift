// MARK: - Screen

/// A screen's view model: what the navigation stack holds and the app draws.
///
/// A screen knows its input (data, title) and its output (events such as "item chosen"), but never creates,
/// shows or names another screen — that is its coordinator's job. This keeps screens reusable: the same
/// list screen can be shown by different coordinators.
///
/// Ownership: the ``NavigationStack`` holds its screens strongly, and a screen holds the coordinator that
/// created it strongly. When the stack releases a screen, ARC releases the coordinator with it, so a flow
/// lives exactly as long as one of its screens is on the stack.
@MainActor
public protocol Screen: AnyObject, StackElement {
    /// The title shown above the screen and in the inspector.
    var title: String { get }

    /// The coordinator that created this screen, or `nil` for a screen nobody coordinates.
    ///
    /// Implementations store it **strongly** (`let coordinator: Coordinator?`): the screen is what keeps its
    /// coordinator alive. The screen's output back to the coordinator must be weak (a weak delegate or a
    /// closure capturing `[weak coordinator]`), or the two would keep each other alive after a pop.
    var coordinator: Coordinator? { get }
}

// MARK: - Tab

/// One tab of a ``TabBarCoordinator``: its title, the number that selects it, and its own navigation stack.
///
/// A tab builds its stack the first time it is shown, so a tab nobody opens costs nothing at start-up. The coordinator that owns the stack's root screen (its ``Screen/coordinator``)
/// becomes a child of the tab bar when the stack is built: that is how the tab's flows appear in the coordinator tree,
/// and why the builder returns only the stack.
@MainActor
public final class Tab<Element: StackElement> {
    // MARK: Identity

    /// The label in the tab bar ("Inbox").
    public let title: String

    /// The number that selects it, fixed for the tab's life, so a tab keeps its digit when others come or go.
    public let number: Int

    // MARK: Stack

    /// The tab's stack, or the closure that builds it until the tab is first shown.
    private var content: Content

    /// What a tab holds before and after it is first shown.
    private enum Content {
        /// Not shown yet. The closure is held **strongly**, and with it whatever it captures, until it has run once;
        /// a builder that refers to the tab bar's owner captures it `unowned` or `weak`, as the tab bar owns the tab.
        case unbuilt(() -> NavigationStack<Element>)
        /// Shown at least once. The stack is held **strongly**: the tab owns its stack, and through it the tab's
        /// screens and flows, for as long as the tab bar keeps the tab.
        case built(NavigationStack<Element>)
    }

    /// The tab's stack, or `nil` until the tab is first shown.
    public var stack: NavigationStack<Element>? {
        switch content {
        case .unbuilt: nil
        case .built(let stack): stack
        }
    }

    // MARK: Init

    /// Creates a tab whose stack is built the first time the tab is shown (the tab bar's first tab: at once).
    /// - Parameters:
    ///   - title: The label in the tab bar.
    ///   - number: The number that selects it.
    ///   - makeStack: Builds the tab's stack with its root screen; it runs once, on first show. The root screen's
    ///     coordinator becomes a child of the tab bar.
    public init(title: String, number: Int, makeStack: @escaping () -> NavigationStack<Element>) {
        self.title = title
        self.number = number
        content = .unbuilt(makeStack)
    }

    // MARK: Building (used by TabBarCoordinator)

    /// The tab's stack, built now if it was not yet.
    /// - Returns: The stack, and whether this call built it (the tab bar then adopts its root's coordinator).
    func buildStack() -> (stack: NavigationStack<Element>, isNew: Bool) {
        switch content {
        case .built(let stack):
            return (stack, false)
        case .unbuilt(let makeStack):
            let stack = makeStack()
            content = .built(stack)
            return (stack, true)
        }
    }
}

// MARK: - Tab

/// One tab of a ``TabBarCoordinator``: its title, the number that selects it, and its own navigation stack —
/// built the first time the tab is shown, so a tab nobody opens costs nothing at start-up.
@MainActor
public final class Tab<Element: StackElement> {
    /// The label in the tab bar ("Kanji").
    public let title: String
    /// The number that selects it, fixed for the tab's life, so a tab keeps its digit when others come or go.
    public let number: Int
    /// The tab's stack, or `nil` until the tab is first shown. Strong: the tab bar owns one stack per tab, and
    /// through it the tab's screens and flows.
    public private(set) var stack: NavigationStack<Element>?
    /// Builds the stack with its root screen, and names the root's coordinator; dropped once used.
    private var makeStack: (() -> (stack: NavigationStack<Element>, rootCoordinator: Coordinator?))?

    /// - Parameters:
    ///   - title: The label in the tab bar.
    ///   - number: The number that selects it.
    ///   - makeStack: Builds the tab's stack on first show — its root screen, and the coordinator that screen is
    ///     owned by (which gets the stack it pushes on here).
    public init(title: String, number: Int,
                makeStack: @escaping () -> (stack: NavigationStack<Element>, rootCoordinator: Coordinator?)) {
        self.title = title
        self.number = number
        self.makeStack = makeStack
    }

    /// Builds the stack if it is not built yet.
    /// - Returns: The root's coordinator when the stack was built just now, for the tab bar to adopt.
    func buildIfNeeded() -> (built: Bool, rootCoordinator: Coordinator?) {
        guard stack == nil, let makeStack else { return (false, nil) }
        let (built, coordinator) = makeStack()
        self.makeStack = nil
        stack = built
        return (true, coordinator)
    }
}

// MARK: - NavigationChange

/// What one change of a ``NavigationStack`` did: which screens arrived and which left.
///
/// Observers use it to react to a pop (a flow checks whether it has ended) or to redraw. The change holds the
/// elements **strongly**, so popped screens — and the coordinators they own — are still alive while observers
/// look at them; they are released when the notification is over. An observer that keeps the change keeps
/// those screens alive, so observers should not store it.
public struct NavigationChange<Element: StackElement> {
    // MARK: Screens

    /// Elements that are on the stack now but were not before, bottom to top. Strong, like the stack's own
    /// references to them.
    public let pushed: [Element]

    /// Elements that were on the stack before but are not now, topmost first (the order they left in). Strong:
    /// the last references to them, which keep them (and their coordinators) alive while observers look.
    public let popped: [Element]

    // MARK: Init

    /// Creates a change.
    /// - Parameters:
    ///   - pushed: Elements that arrived, bottom to top.
    ///   - popped: Elements that left, topmost first.
    public init(pushed: [Element], popped: [Element]) {
        self.pushed = pushed
        self.popped = popped
    }
}

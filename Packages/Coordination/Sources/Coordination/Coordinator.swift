// MARK: - Coordinator

/// The base of all coordinators: decides what happens when a screen reports an event (push, pop, finish) and
/// builds the screens of its flow.
///
/// Ownership (<doc:ScreenOwnsItsCoordinator>): a coordinator is owned by the screens it created (each screen holds its
/// coordinator strongly); it never owns its screens, its parent or the stack. The coordinator tree exists for
/// inspection and for finish signals only, so both directions of it are weak: when the user pops a flow's
/// last screen, ARC frees the flow and it drops out of its parent's ``children`` by itself. The one exception
/// is a root coordinator with no screen of its own, which the app owns.
///
/// Subclasses take what they need in their initializer (a store, the user's choice), and build, feed and push
/// their first screen in ``start()``. A coordinator that ends with a value for its parent is a
/// ``ReportingCoordinator``: its result arrives typed, never as something to downcast.
///
/// Everything in the navigation core runs on the main actor: it is UI state, changed one event at a time.
@MainActor
open class Coordinator {
    // MARK: Tree

    /// The coordinator that started this one, or `nil` for the root or after ``finish()``.
    /// Weak: a child must never keep its parent alive (the parent's screens do that).
    public private(set) weak var parent: Coordinator?

    /// The children added with ``addChild(_:)``, held **weakly** so that the tree can never keep a popped flow
    /// alive. Entries whose coordinator is gone are skipped and pruned.
    private var childReferences: [WeakCoordinator] = []

    /// The live children, in the order they were added.
    public var children: [Coordinator] {
        childReferences.compactMap { $0.coordinator }
    }

    // MARK: Lifecycle state

    /// Whether ``finish()`` has been called; a coordinator finishes at most once.
    public private(set) var isFinished = false

    // MARK: Debugging

    /// The name shown by ``CoordinatorInspector``; by default the dynamic type name.
    open var debugName: String {
        String(describing: type(of: self))
    }

    // MARK: Init

    /// Creates a coordinator that is not yet started and has no parent.
    ///
    /// Inside a ``LiveCoordinatorCounter/counting(_:)`` scope the new coordinator is counted there; elsewhere,
    /// nothing else happens.
    public init() {
        LiveCoordinatorCounter.countIfInScope(self)
    }

    // MARK: Starting

    /// Builds the flow's first screen, feeds it, subscribes to its output (weakly) and pushes it.
    /// The base implementation does nothing.
    open func start() {}

    /// Records `child` as a child of this coordinator and makes this coordinator its parent, so the child can
    /// report ``finish()`` here and the inspector can show it. Neither side retains the other.
    /// - Parameter child: A coordinator without a parent.
    public func addChild(_ child: Coordinator) {
        precondition(child !== self, "a coordinator cannot be its own child")
        precondition(child.parent == nil, "\(child.debugName) already has a parent")
        childReferences.removeAll { $0.coordinator == nil }
        childReferences.append(WeakCoordinator(child))
        child.parent = self
    }

    // MARK: Finishing

    /// Tells the parent that this coordinator is done: the parent drops it from its ``children`` and then
    /// hears ``childDidFinish(_:)``. Finishing twice does nothing the second time. Finishing does not pop any
    /// screen; the coordinator decides that itself. To hand the parent a value, use
    /// ``ReportingCoordinator/finish(with:)``.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        guard let parent else { return }
        parent.removeChild(self)
        parent.childDidFinish(self)
        self.parent = nil
    }

    /// Called when a child finished. It has already been removed from ``children``. The base implementation
    /// does nothing; a parent that needs the child's result gets it typed through
    /// ``addChild(_:onResult:)`` instead.
    /// - Parameter child: The child that finished.
    open func childDidFinish(_ child: Coordinator) {}

    // MARK: Private

    /// Drops `child` (and any dead entries) from the child list.
    private func removeChild(_ child: Coordinator) {
        childReferences.removeAll { $0.coordinator == nil || $0.coordinator === child }
    }
}

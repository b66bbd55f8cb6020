import Coordination

// MARK: - Tracked

/// Weak references to one pushed screen and its coordinator, the RxFlow way of proving they were freed.
struct Tracked {
    weak var screen: (any Screen)?
    weak var coordinator: Coordinator?

    /// Whether both have been freed.
    var isFreed: Bool {
        screen == nil && coordinator == nil
    }

    /// Whether both are still alive.
    var isAlive: Bool {
        screen != nil && coordinator != nil
    }

    /// Pushes `count` coordinators, each with one screen titled "screen 1", "screen 2", …, each a child of the
    /// previous one (the first a child of `parent`), and returns weak references to them, bottom to top.
    /// Nothing strong escapes, so the stack is their only owner.
    @MainActor static func pushChain(of count: Int, on stack: NavigationStack<TestScreen>, under parent: Coordinator) -> [Tracked] {
        var tracked: [Tracked] = []
        var parent = parent
        for index in 1...count {
            let coordinator = TestCoordinator("screen \(index)", on: stack)
            parent.addChild(coordinator)
            coordinator.start()
            tracked.append(Tracked(screen: stack.top, coordinator: coordinator))
            parent = coordinator
        }
        return tracked
    }
}

import Coordination

// MARK: - AppCoordinator

/// A root coordinator with no screen of its own, owned by the test like the app owns its root coordinator.
/// It records every child that finishes and starts the next flow when the outcome asks for one.
final class AppCoordinator: Coordinator {
    /// One call of `childDidFinish`.
    struct Finish {
        let childName: String
        let outcome: TestOutcome?
    }

    private(set) var finishes: [Finish] = []

    /// Weak: coordinators never own the stack.
    private weak var stack: NavigationStack?

    init(stack: NavigationStack) {
        self.stack = stack
    }

    /// Starts `child` as a child of this coordinator.
    func startChild(_ child: Coordinator) {
        addChild(child)
        child.start()
    }

    override func childDidFinish(_ child: Coordinator, outcome: (any CoordinatorOutcome)?) {
        let outcome = outcome as? TestOutcome
        finishes.append(Finish(childName: child.debugName, outcome: outcome))
        if case .showNext(let title)? = outcome, let stack {
            startChild(TestCoordinator(title, on: stack))
        }
    }
}

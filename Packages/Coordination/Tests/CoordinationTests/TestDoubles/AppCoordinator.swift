import Coordination

// MARK: - AppCoordinator

/// A root coordinator with no screen of its own, owned by the test like the app owns its root coordinator.
/// It records every child that finishes, with the result it reported, and starts the next flow when the result
/// asks for one.
final class AppCoordinator: Coordinator {
    /// One child that finished.
    struct Finish {
        let childName: String
        /// The typed result, or `nil` for a child that finished without one (a flow the user backed out of).
        var outcome: TestOutcome?
    }

    private(set) var finishes: [Finish] = []

    /// Weak: coordinators never own the stack.
    private weak var stack: NavigationStack<TestScreen>?

    init(stack: NavigationStack<TestScreen>) {
        self.stack = stack
    }

    /// Starts `child` as a child of this coordinator.
    func startChild(_ child: Coordinator) {
        addChild(child)
        child.start()
    }

    /// Starts `child` as a child whose result this coordinator hears typed.
    func startChild(_ child: ReportingCoordinator<TestOutcome>) {
        addChild(child) { [weak self] outcome in self?.childReported(outcome) }
        child.start()
    }

    /// Every finish is recorded here first (the result, if any, arrives right after).
    override func childDidFinish(_ child: Coordinator) {
        finishes.append(Finish(childName: child.debugName, outcome: nil))
    }

    private func childReported(_ outcome: TestOutcome) {
        finishes[finishes.count - 1].outcome = outcome
        if case .showNext(let title) = outcome, let stack {
            startChild(TestCoordinator(title, on: stack))
        }
    }
}

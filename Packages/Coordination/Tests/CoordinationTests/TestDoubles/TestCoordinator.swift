import Coordination

// MARK: - TestCoordinator

/// A coordinator that pushes one screen with its title when started, and may finish with a `TestOutcome`.
final class TestCoordinator: ReportingCoordinator<TestOutcome> {
    let title: String

    /// Weak: coordinators never own the stack.
    private weak var stack: NavigationStack<TestScreen>?

    init(_ title: String, on stack: NavigationStack<TestScreen>) {
        self.title = title
        self.stack = stack
    }

    override func start() {
        stack?.push(TestScreen(title, coordinator: self))
    }
}

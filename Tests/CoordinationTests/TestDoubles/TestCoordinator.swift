import Coordination

// MARK: - TestCoordinator

/// A coordinator that pushes one screen with its title when started.
final class TestCoordinator: Coordinator {
    let title: String

    /// Weak: coordinators never own the stack.
    private weak var stack: NavigationStack?

    init(_ title: String, on stack: NavigationStack) {
        self.title = title
        self.stack = stack
    }

    override func start() {
        stack?.push(TestScreen(title, coordinator: self))
    }
}

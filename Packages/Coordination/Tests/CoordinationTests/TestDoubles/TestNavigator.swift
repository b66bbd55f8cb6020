import Coordination

// MARK: - TestNavigator

/// A navigator over `TestRoute`: its `prepareTransition` is the one switch over the routes, as an app's is.
final class TestNavigator: RouteNavigator<TestRoute, TestScreen> {
    /// The results the pickers reported, in order.
    private(set) var pickedOutcomes: [TestOutcome] = []

    /// The stack's depth after each change, as `stackDidChange` heard it.
    private(set) var depthsSeen: [Int] = []

    /// The last picker started, typed, for a test to finish it. Weak: the navigator must keep no coordinator alive.
    private(set) weak var lastPicker: TestCoordinator?

    override func prepareTransition(for route: TestRoute, from parent: Coordinator) -> Transition<TestScreen> {
        switch route {
        case .detail(let title):
            return .start(RoutedCoordinator(title, navigator: self))
        case .note(let title):
            return .push(TestScreen(title, coordinator: parent))
        case .nextCard(let title):
            return .replaceTop(TestScreen(title, coordinator: parent))
        case .home:
            guard let root = stack?.screens[0] else { return .none }
            return .pop(to: root)
        case .picker(let title):
            guard let stack else { return .none }
            let picker = TestCoordinator(title, on: stack)
            parent.addChild(picker) { [weak self] outcome in self?.pickedOutcomes.append(outcome) }
            lastPicker = picker
            return .start(picker)
        case .stay:
            return .none
        }
    }

    override func stackDidChange(_ stack: NavigationStack<TestScreen>, change: NavigationChange<TestScreen>) {
        depthsSeen.append(stack.depth)
    }
}

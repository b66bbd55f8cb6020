import Coordination

// MARK: - RoutedCoordinator

/// A coordinator reached through a route: it pushes one screen through its navigator, as the app's do.
final class RoutedCoordinator: Coordinator {
    let title: String

    /// Strong, as every coordinator holds its navigator: the navigator holds no coordinator back.
    private let navigator: TestNavigator

    init(_ title: String, navigator: TestNavigator) {
        self.title = title
        self.navigator = navigator
    }

    override func start() {
        navigator.push(TestScreen(title, coordinator: self))
    }
}

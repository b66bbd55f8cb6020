import Coordination

// MARK: - TestScreen

/// The smallest screen: a title and the coordinator that created it.
final class TestScreen: Screen {
    let title: String

    /// Strong, as the `Screen` contract asks: the screen keeps its coordinator alive.
    let coordinator: Coordinator?

    init(_ title: String, coordinator: Coordinator? = nil) {
        self.title = title
        self.coordinator = coordinator
    }
}

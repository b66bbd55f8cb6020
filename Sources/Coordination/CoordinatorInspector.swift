// MARK: - CoordinatorInspector

/// Takes a ``CoordinatorSnapshot`` of the coordinator tree and the stack, for a debug overlay and for tests.
///
/// The inspector only reads: it holds nothing, so inspecting can never keep a flow alive.
public enum CoordinatorInspector {
    // MARK: Snapshot

    /// Describes the live tree under `root` and the screens on `stack`.
    /// - Parameters:
    ///   - root: The root of the coordinator tree, usually the application coordinator.
    ///   - stack: The navigation stack.
    /// - Returns: The tree depth first (children in the order they were added) and the stack bottom to top.
    public static func snapshot(root: Coordinator, stack: NavigationStack) -> CoordinatorSnapshot {
        let screens = stack.screens.enumerated().map { index, screen in
            ScreenRow(
                index: index,
                typeName: String(describing: type(of: screen)),
                title: screen.title,
                coordinatorName: screen.coordinator?.debugName
            )
        }
        return CoordinatorSnapshot(coordinators: treeRows(of: root, depth: 0, stack: stack), screens: screens)
    }

    // MARK: Private

    /// The rows of `coordinator` and its live descendants, depth first.
    private static func treeRows(of coordinator: Coordinator, depth: Int, stack: NavigationStack) -> [CoordinatorRow] {
        let titles = stack.screens.filter { $0.coordinator === coordinator }.map(\.title)
        let row = CoordinatorRow(depth: depth, name: coordinator.debugName, screenTitles: titles)
        return [row] + coordinator.children.flatMap { treeRows(of: $0, depth: depth + 1, stack: stack) }
    }
}

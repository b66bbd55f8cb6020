// MARK: - CoordinatorInspector

/// Takes a ``CoordinatorSnapshot`` of the coordinator tree and the stack, for a debug overlay and for tests.
///
/// The inspector only reads: it holds nothing, so inspecting can never keep a flow alive.
@MainActor
public enum CoordinatorInspector {
    // MARK: Snapshot

    /// Describes the live tree under `root` and the screens on `stack`.
    /// - Parameters:
    ///   - root: The root of the coordinator tree, usually the app's root coordinator.
    ///   - stack: The navigation stack.
    /// - Returns: The tree depth first (children in the order they were added) and the stack bottom to top.
    public static func snapshot<Element>(root: Coordinator, stack: NavigationStack<Element>) -> CoordinatorSnapshot {
        CoordinatorSnapshot(coordinators: treeRows(of: root, screens: stack.screens.map(\.screen)), screens: rows(of: stack))
    }

    /// Describes the live tree under a tab bar and every tab's stack.
    /// - Parameter tabBar: The tab bar coordinator, the root of the tree.
    /// - Returns: The tree depth first, and each tab's stack bottom to top, named by the tab.
    public static func snapshot<Element>(tabBar: TabBarCoordinator<Element>) -> CoordinatorSnapshot {
        let built = tabBar.tabs.filter { $0.stack != nil }
        let allScreens = built.flatMap { $0.stack?.screens.map(\.screen) ?? [] }
        let stacks = built.map(stackSnapshot(of:))
        return CoordinatorSnapshot(coordinators: treeRows(of: tabBar, screens: allScreens), stacks: stacks,
                                   shown: stackSnapshot(of: tabBar.selectedTab))
    }

    // MARK: Private

    /// A tab's stack, named by the tab's number and title; no screens for a tab not built yet.
    private static func stackSnapshot<Element>(of tab: Tab<Element>) -> StackSnapshot {
        StackSnapshot(name: "\(tab.number) \(tab.title)", screens: tab.stack.map(rows(of:)) ?? [])
    }

    /// The rows of a stack, bottom to top.
    private static func rows<Element>(of stack: NavigationStack<Element>) -> [ScreenRow] {
        stack.screens.map(\.screen).enumerated().map { index, screen in
            ScreenRow(
                index: index,
                typeName: String(describing: type(of: screen)),
                title: screen.title,
                coordinatorName: screen.coordinator?.debugName
            )
        }
    }

    /// The rows of `root` and its live descendants, depth first, children in the order they were added.
    ///
    /// A loop over an explicit to-do list, not recursion: every screen the person opens is a level of the
    /// tree, and a stack thousands of screens deep must not overflow the thread's stack in the overlay.
    private static func treeRows(of root: Coordinator, screens: [any Screen]) -> [CoordinatorRow] {
        // The stack's titles by owner, once, instead of a scan of the stack per coordinator.
        var titlesByOwner: [ObjectIdentifier: [String]] = [:]
        for screen in screens {
            if let owner = screen.coordinator { titlesByOwner[ObjectIdentifier(owner), default: []].append(screen.title) }
        }
        var rows: [CoordinatorRow] = []
        var pending: [(coordinator: Coordinator, depth: Int)] = [(root, 0)]
        while let (coordinator, depth) = pending.popLast() {
            rows.append(CoordinatorRow(depth: depth, name: coordinator.debugName,
                                       screenTitles: titlesByOwner[ObjectIdentifier(coordinator)] ?? []))
            pending += coordinator.children.reversed().map { ($0, depth + 1) }
        }
        return rows
    }
}

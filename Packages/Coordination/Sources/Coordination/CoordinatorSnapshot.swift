// MARK: - CoordinatorSnapshot

/// The state of the navigation core at one moment, as plain values: the live coordinator tree and the stack.
/// Made by ``CoordinatorInspector``; a debug overlay draws its ``lines``.
public struct CoordinatorSnapshot: Equatable, Sendable, CustomStringConvertible {
    // MARK: Rows

    /// The live coordinators, depth first from the root, children in the order they were added.
    public let coordinators: [CoordinatorRow]

    /// The stack's screens, bottom (root) to top (with tabs: the shown tab's).
    public let screens: [ScreenRow]

    /// Every stack: one per tab whose stack is built, named by the tab; one unnamed stack without tabs.
    public let stacks: [StackSnapshot]

    // MARK: Init

    /// Creates a snapshot from its rows.
    /// - Parameters:
    ///   - coordinators: The coordinator tree, depth first.
    ///   - screens: The stack, bottom to top.
    public init(coordinators: [CoordinatorRow], screens: [ScreenRow]) {
        self.coordinators = coordinators
        self.screens = screens
        self.stacks = [StackSnapshot(name: nil, screens: screens)]
    }

    /// Creates a snapshot of several named stacks (tabs).
    /// - Parameters:
    ///   - coordinators: The coordinator tree, depth first.
    ///   - stacks: Each tab's stack, named.
    ///   - shown: The stack shown, whose screens become ``screens``.
    public init(coordinators: [CoordinatorRow], stacks: [StackSnapshot], shown: StackSnapshot) {
        self.coordinators = coordinators
        self.screens = shown.screens
        self.stacks = stacks
    }

    // MARK: Text

    /// The snapshot as text lines: the tree indented by depth, then the stack bottom to top.
    ///
    ///     Coordinators:
    ///       AppCoordinator "Home"
    ///         DetailFlow "Detail" "Words"
    ///     Stack (bottom to top):
    ///       0 HomeScreen "Home" <- AppCoordinator
    ///       1 DetailScreen "Detail" <- DetailFlow
    public var lines: [String] {
        let tree = coordinators.map { row in
            String(repeating: "  ", count: row.depth + 1) + row.name
                + row.screenTitles.map { " \"\($0)\"" }.joined()
        }
        let stackLines = stacks.flatMap { stack in
            [stack.name.map { "Stack \"\($0)\" (bottom to top):" } ?? "Stack (bottom to top):"]
                + stack.screens.map { row in
                    "  \(row.index) \(row.typeName) \"\(row.title)\" <- \(row.coordinatorName ?? "no coordinator")"
                }
        }
        return ["Coordinators:"] + tree + stackLines
    }

    /// The ``lines`` joined with newlines.
    public var description: String {
        lines.joined(separator: "\n")
    }
}

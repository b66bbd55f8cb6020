// MARK: - CoordinatorRow

/// One live coordinator in a ``CoordinatorSnapshot``: where it sits in the tree and which screens it shows.
public struct CoordinatorRow: Equatable, Sendable {
    /// How deep it is in the tree: 0 for the root, 1 for its children, and so on.
    public let depth: Int

    /// Its ``Coordinator/debugName``, by default the type name.
    public let name: String

    /// The titles of the screens on the stack that this coordinator owns, bottom to top (empty if none).
    public let screenTitles: [String]

    /// Creates a row.
    /// - Parameters:
    ///   - depth: Depth in the tree, 0 for the root.
    ///   - name: The coordinator's debug name.
    ///   - screenTitles: Titles of the coordinator's screens on the stack, bottom to top.
    public init(depth: Int, name: String, screenTitles: [String]) {
        self.depth = depth
        self.name = name
        self.screenTitles = screenTitles
    }
}

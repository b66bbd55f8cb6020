// MARK: - ScreenRow

/// One screen of the stack in a ``CoordinatorSnapshot``.
public struct ScreenRow: Equatable, Sendable {
    /// Its position on the stack: 0 for the root.
    public let index: Int

    /// The screen's type name.
    public let typeName: String

    /// The screen's title.
    public let title: String

    /// The ``Coordinator/debugName`` of the coordinator that owns the screen, or `nil` if it has none.
    public let coordinatorName: String?

    /// Creates a row.
    /// - Parameters:
    ///   - index: Position on the stack, 0 for the root.
    ///   - typeName: The screen's type name.
    ///   - title: The screen's title.
    ///   - coordinatorName: The owning coordinator's debug name, if any.
    public init(index: Int, typeName: String, title: String, coordinatorName: String?) {
        self.index = index
        self.typeName = typeName
        self.title = title
        self.coordinatorName = coordinatorName
    }
}

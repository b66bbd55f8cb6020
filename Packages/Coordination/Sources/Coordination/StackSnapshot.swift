// MARK: - StackSnapshot

/// One navigation stack in a ``CoordinatorSnapshot``: its name (a tab's) and its screens.
public struct StackSnapshot: Equatable, Sendable {
    /// The tab's number and title ("1 Inbox"), or `nil` for the one stack of an app without tabs.
    public let name: String?

    /// The stack's screens, bottom (root) to top.
    public let screens: [ScreenRow]

    /// Creates a stack's description.
    /// - Parameters:
    ///   - name: The tab's name, or `nil` without tabs.
    ///   - screens: The screens, bottom to top.
    public init(name: String?, screens: [ScreenRow]) {
        self.name = name
        self.screens = screens
    }
}

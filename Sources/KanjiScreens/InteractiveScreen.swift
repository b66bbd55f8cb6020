import Coordination

/// A screen that takes commands: every screen of the app. The headless app sends commands to the
/// top screen through this protocol and never needs to know which screen it is.
public protocol InteractiveScreen: Screen {
    /// Updates the screen's state, and reports its output (a choice) to whoever listens.
    func handle(_ command: ScreenCommand)

    /// Whether keys are text for the screen right now (a search line): the terminal then sends
    /// characters as `.type` instead of giving them their usual meaning.
    var isEditingText: Bool { get }

    /// Back was pressed: a screen may undo something of its own first (clear an applied search)
    /// and return true; false lets the app pop the screen.
    func handleBack() -> Bool
}

extension InteractiveScreen {
    public var isEditingText: Bool { false }
    public func handleBack() -> Bool { false }
}

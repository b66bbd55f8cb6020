import Coordination

/// A screen that takes commands: every screen of the app. The headless app sends commands to the
/// top screen through this protocol and never needs to know which screen it is.
public protocol InteractiveScreen: Screen {
    /// Updates the screen's state, and reports its output (a choice) to whoever listens.
    func handle(_ command: ScreenCommand)
}

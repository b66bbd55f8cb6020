/// A panel drawn over the screen: terminal-only state, so it lives here and not in a view model.
public enum Overlay: Sendable, Hashable {
    /// Every key, opened with `?`; any key closes it.
    case help
    /// The live coordinator tree and the stack, opened with `t` or F12; stays while you navigate.
    case coordinatorTree
}

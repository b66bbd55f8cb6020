import KanjiScreens

/// What a key means in the terminal app: a command for the headless app, or something only the
/// terminal has (overlays, suspending, redrawing).
public enum UserAction: Sendable, Hashable {
    case app(AppCommand)
    case toggle(Overlay)
    case closeOverlay
    /// Scrolls an overlay taller than the screen by `lines`.
    case scrollOverlay(lines: Int)
    case suspend
    case redraw
    /// A click on a grid cell; the app maps it to an item through the last frame. Clicking the item
    /// under the cursor opens it, so a double-click (click, then click again) opens too.
    case click(row: Int, column: Int)
    case ignore
}

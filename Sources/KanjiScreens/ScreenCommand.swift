/// What a person asks a screen to do, independent of which key or mouse action said it.
///
/// The terminal layer decodes keys once and maps them here; tests script these directly. Going back
/// and quitting are not screen commands: they are the app's (`AppCommand`).
public enum ScreenCommand: Sendable, Hashable {
    case up, down, pageUp, pageDown, home, end
    /// Open the item under the cursor.
    case select
    /// A click on item `index`: the first click moves the cursor there, a click on the item already
    /// under the cursor opens it (the usual terminal convention, as in htop and lazygit).
    case click(index: Int)
    /// The mouse wheel: moves the cursor by `lines` (negative is up).
    case scroll(lines: Int)
    /// Tab: moves between the parts of a screen that has two (the radical picker's components and matches).
    case switchPane
}

/// Moving through what a screen lists or shows: the commands every screen understands, whichever key or mouse
/// action said them. ``ScrollingCursor`` applies them; a screen's own commands (search, sort, toggle …) live
/// in that screen's `Command` enum instead.
public enum CursorCommand: Sendable, Hashable {
    case up, down, pageUp, pageDown, halfPageUp, halfPageDown, home, end
    /// Open the item under the cursor.
    case select
    /// A click on item `index`: the first click moves the cursor there, a click on the item already
    /// under the cursor opens it (the usual terminal convention, as in htop and lazygit).
    case click(index: Int)
    /// The mouse wheel: moves the cursor by `lines` (negative is up).
    case scroll(lines: Int)
}

import KanjiScreens

/// A part of a frame that a click means something on, beyond whole rows of items (`Frame.itemRows`):
/// the radical picker's component cells and its matches, which take a click in either pane.
public struct ClickTarget: Sendable, Hashable {
    public let row: Int
    public let columns: Range<Int>
    /// What a click there asks of the screen.
    public let command: ScreenCommand

    public init(row: Int, columns: Range<Int>, command: ScreenCommand) {
        self.row = row
        self.columns = columns
        self.command = command
    }
}

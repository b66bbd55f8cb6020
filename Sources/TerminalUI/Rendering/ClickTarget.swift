import KanjiScreens

/// A part of a frame that a click means something on: a whole row for a list item (a kanji, a word,
/// a filter option), or one cell of the radical picker's component grid.
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

    /// The whole width of `row`, for an item drawn across it.
    static func row(_ row: Int, of grid: CellGrid, command: ScreenCommand) -> ClickTarget {
        ClickTarget(row: row, columns: 0..<grid.width, command: command)
    }
}

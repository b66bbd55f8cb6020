/// A mouse action at a screen position (0-based row and column).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The left button pressed: a click on the cursor's row opens it, so two clicks are a double click; on
        /// the Draw screen's canvas, the start of a stroke.
        case click
        /// The pointer moved with the left button held (reported only while the Draw screen asks for motion).
        case drag
        /// The left button let go.
        case release
        case wheelUp
        case wheelDown
    }

    public let kind: Kind
    public let row: Int
    public let column: Int
    /// The position finer than a cell, in cells from the screen's top-left corner (column 3.25 is a quarter into
    /// the fourth column): from pixel reports (mode 1016) where the terminal gives them, else the cell's centre.
    public let x: Double
    public let y: Double

    public init(_ kind: Kind, row: Int, column: Int) {
        self.init(kind, x: Double(column) + 0.5, y: Double(row) + 0.5)
    }

    /// An event at a position finer than a cell; its row and column are the cell it falls in.
    public init(_ kind: Kind, x: Double, y: Double) {
        self.kind = kind
        self.x = x
        self.y = y
        row = Int(y.rounded(.down))
        column = Int(x.rounded(.down))
    }
}

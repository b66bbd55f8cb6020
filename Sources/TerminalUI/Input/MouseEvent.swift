/// A mouse action at a screen position (0-based row and column).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The left button pressed: a click on the cursor's row opens it, so two clicks are a double click.
        case click
        case wheelUp
        case wheelDown
    }

    public let kind: Kind
    public let row: Int
    public let column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}

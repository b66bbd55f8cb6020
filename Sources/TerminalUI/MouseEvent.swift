/// A mouse action at a screen position (0-based row and column).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case click
        case doubleClick
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

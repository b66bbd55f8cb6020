/// The size of a braille picture in terminal cells, and of its grid of dots.
///
/// Each braille character (U+2800…U+28FF) is a matrix of 2 × 4 dots in one cell. Terminal cells are
/// about twice as high as wide, so a dot is half a cell wide (w / 2) and a quarter cell high
/// (2w / 4 = w / 2): dots are square. A square picture is therefore as many dots wide as high,
/// 2 × columns = 4 × rows, which gives rows = columns / 2 (a 24 × 12-cell picture is 48 × 48 dots).
public struct BrailleSize: Sendable, Equatable {
    public static let dotsPerColumn = 2
    public static let dotsPerRow = 4

    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        precondition(columns > 0 && rows > 0, "a braille picture needs at least one cell")
        self.columns = columns
        self.rows = rows
    }

    /// The size that shows a square `columns` cells wide: half as many rows (rounded up).
    public static func square(columns: Int) -> BrailleSize {
        BrailleSize(columns: columns, rows: (columns + 1) / 2)
    }

    public var dotColumns: Int { columns * Self.dotsPerColumn }
    public var dotRows: Int { rows * Self.dotsPerRow }
}

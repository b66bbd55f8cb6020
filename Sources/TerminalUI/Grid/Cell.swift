/// One column of the screen.
///
/// A wide glyph (a kanji) lives in its leading cell with `width == 2`; the column to its right holds
/// a continuation cell (`width == 0`, empty text) so that column indices stay screen columns.
public struct Cell: Hashable, Sendable {
    /// One grapheme, or empty for a continuation cell.
    public var text: String
    /// Columns the grapheme occupies: 1 or 2, or 0 for a continuation cell.
    public var width: Int
    public var style: Style

    public init(text: String, width: Int, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the given style: what a cleared column holds.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(text: " ", width: 1, style: style)
    }

    /// The right half of a wide glyph, carrying the glyph's style.
    public static func continuation(_ style: Style) -> Cell {
        Cell(text: "", width: 0, style: style)
    }

    public var isContinuation: Bool { width == 0 }
}

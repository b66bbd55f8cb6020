import KanjiKit

extension CellGrid {
    /// Writes text on one row by display width.
    ///
    /// The text is sanitized first (no control or escape character reaches a cell). If it is wider
    /// than the room left, it is truncated with `…` in the last column (see
    /// `String.truncated(toWidth:)`), so a wide glyph is never split at an edge. Graphemes that
    /// cannot be drawn on their own (width 0) are skipped. Writes outside the grid are clipped.
    ///
    /// - Parameters:
    ///   - text: what to write, straight from the data.
    ///   - row: the row; outside the grid nothing is written.
    ///   - column: the first column; outside the grid nothing is written.
    ///   - style: the style of every written cell.
    ///   - maxWidth: the room, in columns, if less than the rest of the row.
    /// - Returns: the columns written, to place what comes next on the row.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard (0..<height).contains(row), (0..<width).contains(column) else { return 0 }
        let room = min(width - column, maxWidth ?? width)
        let (start, isCut) = Self.drawablePrefix(of: text, room: room)
        let sanitized = TextSanitizer.sanitize(start)
        let fitted = isCut ? sanitized.truncated(toWidth: room, beforeMore: true) : sanitized.truncated(toWidth: room)
        var next = column
        for character in fitted {
            let characterWidth = DisplayWidth.of(character)
            guard characterWidth > 0 else { continue }
            place(Cell(text: String(character), width: characterWidth, style: style), row: row, column: next)
            next += characterWidth
        }
        return next - column
    }

    /// Writes characters that were sanitized and measured already (a reader's laid-out line: its characters came
    /// through `TextSanitizer`, its widths from `DisplayWidth`), without doing either again: a frame of the
    /// reader writes 40 rows of them (BENCHMARKS.md, issue 21). A character of width 0 is skipped, as `put` does;
    /// one that would cross the room's edge ends the writing there.
    /// - Returns: the columns written.
    @discardableResult
    public mutating func put(characters: ArraySlice<Character>, widths: ArraySlice<Int>, row: Int, column: Int, style: Style,
                             maxWidth: Int) -> Int {
        guard (0..<height).contains(row), (0..<width).contains(column) else { return 0 }
        let edge = column + min(width - column, maxWidth)
        var next = column
        for (character, characterWidth) in zip(characters, widths) where characterWidth > 0 {
            guard next + characterWidth <= edge else { break }
            place(Cell(text: String(character), width: characterWidth, style: style), row: row, column: next)
            next += characterWidth
        }
        return next - column
    }

    /// Scalars read per column of room: a column is one scalar in most text, a grapheme rarely more than a
    /// few, and the rest is for escape sequences, which the sanitizer drops.
    static let scalarsPerColumn = 8

    /// The start of `text` that can fill `room` columns, so that a cell costs what it draws and not what the
    /// field weighs (a 10 MB meaning once cost seconds per frame). `isCut` when text was left behind: the
    /// cell then ends in `…` even if the start turns out narrower than the room.
    static func drawablePrefix(of text: String, room: Int) -> (text: String, isCut: Bool) {
        let scalars = text.unicodeScalars
        let budget = max(room, 0) * scalarsPerColumn + scalarsPerColumn
        guard let end = scalars.index(scalars.startIndex, offsetBy: budget, limitedBy: scalars.endIndex),
              end < scalars.endIndex else { return (text, false) }
        return (String(scalars[..<end]), true)
    }
}

/// The rows on screen: the first of them and how many the terminal gives the text.
///
/// Kept apart from the cursor because the two move differently: a page moves the window and brings the cursor
/// along, a word or a line moves the cursor and the window follows only as far as it must (``reveal(_:in:)``). A
/// value the view model holds; each move is handed the text's lines (``ReaderLines``) to step over.
struct ReaderWindow {
    /// The first row on screen.
    private(set) var top: RowPosition
    /// The rows on screen, as the terminal's size last said (``ReaderViewModel/Command/resize(columns:rows:)``).
    private(set) var rows = 20

    init(top: RowPosition) {
        self.top = top
    }

    /// Shows `rows` rows from now on (at least one).
    mutating func show(rows: Int) {
        self.rows = max(rows, 1)
    }

    /// Puts the top at `position`.
    mutating func move(to position: RowPosition) {
        top = position
    }

    /// Moves the top by `rows` rows (negative is up), as far as the text goes.
    mutating func scroll(by rows: Int, in lines: ReaderLines) {
        for _ in 0..<abs(rows) {
            guard let moved = rows > 0 ? lines.row(after: top) : lines.row(before: top) else { return }
            top = moved
        }
    }

    /// The rows from the top to `position`, or `nil` when it is above the top or more than a screen below.
    func rowsFromTop(to position: RowPosition, in lines: ReaderLines) -> Int? {
        guard position >= top else { return nil }
        var current = top
        var count = 0
        while current < position {
            guard let moved = lines.row(after: current), count < rows else { return nil }
            current = moved
            count += 1
        }
        return count
    }

    /// Whether row `position` is on screen.
    func shows(_ position: RowPosition, in lines: ReaderLines) -> Bool {
        rowsFromTop(to: position, in: lines).map { $0 < rows } ?? false
    }

    /// Moves the least that puts row `position` on screen: to the top when it is above, to the bottom when below.
    mutating func reveal(_ position: RowPosition, in lines: ReaderLines) {
        if position < top {
            top = position
        } else if !shows(position, in: lines) {
            top = position
            scroll(by: -(rows - 1), in: lines)
        }
    }

    /// Moves the top up while rows below the text's end are empty, so a short text, or a text's end opened again,
    /// fills the screen rather than standing alone at its top.
    mutating func fill(in lines: ReaderLines) {
        guard !lines.isEmpty else { return }
        let shown = positions(in: lines).count
        if shown < rows { scroll(by: -(rows - shown), in: lines) }
    }

    /// The rows on screen, top first: fewer than ``rows`` at the text's end.
    func positions(in lines: ReaderLines) -> [RowPosition] {
        var positions: [RowPosition] = []
        var position: RowPosition? = top
        while let current = position, positions.count < rows {
            positions.append(current)
            position = lines.row(after: current)
        }
        return positions
    }
}

/// The difference between two frames, as runs of changed cells for the backend to write.
///
/// The one diff over the whole frame. ncurses keeps its own copy of the screen and would find the changes itself,
/// but copying every cell of every frame into it costs a `setcchar` per cell, and a key press usually changes two
/// rows: copying only our runs, ncurses compares just those cells. Measured side by side (BENCHMARKS.md, "Issue 46:
/// one frame per key"), a key inside the kanji list's window at 120×40 took 0.51 ms this way and 0.71–0.75 ms with
/// every cell copied; a scrolling key, which changes 40 % of the cells, 0.70 ms and 0.75 ms.
public enum GridDiff {
    /// Consecutive changed cells of one row, starting at `column`.
    ///
    /// A run never starts on a continuation cell: if a continuation changed, so did its leading cell
    /// (the grid keeps both halves in step), and that cell comes first.
    public struct Run: Hashable, Sendable {
        public let row: Int
        public let column: Int
        public let cells: [Cell]

        public init(row: Int, column: Int, cells: [Cell]) {
            self.row = row
            self.column = column
            self.cells = cells
        }
    }

    /// - Parameters:
    ///   - previous: the frame on screen, or `nil` when the screen must be written in full (first
    ///     frame, after a resize or a resume).
    ///   - next: the frame to show.
    /// - Returns: the runs to write, top to bottom and left to right; every row in full when
    ///   `previous` is `nil` or of another size.
    public static func runs(from previous: CellGrid?, to next: CellGrid) -> [Run] {
        guard let previous, previous.width == next.width, previous.height == next.height else {
            return (0..<next.height).map { Run(row: $0, column: 0, cells: Array(next.row($0))) }
        }
        return (0..<next.height).flatMap { row in
            changedRuns(row: row, before: previous.row(row), after: next.row(row))
        }
    }

    private static func changedRuns(row: Int, before: ArraySlice<Cell>, after: ArraySlice<Cell>) -> [Run] {
        var runs: [Run] = []
        var start: Int?
        for (column, (old, new)) in zip(before, after).enumerated() {
            if old != new {
                start = start ?? column
            } else if let first = start {
                runs.append(Run(row: row, column: first, cells: Array(after.dropFirst(first).prefix(column - first))))
                start = nil
            }
        }
        if let first = start {
            runs.append(Run(row: row, column: first, cells: Array(after.dropFirst(first))))
        }
        return runs
    }
}

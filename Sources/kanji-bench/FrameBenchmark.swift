import KanjiKit
import Browser
import TerminalUI

// MARK: - FrameBenchmark

/// Issue 4b: from a key that scrolls the all-kanji list to the frame that is ready to write, median of
/// many samples at one terminal size.
///
/// Each step is what `TerminalApp.run` does per key, minus ncurses: the key's meaning (`KeyMap`), the
/// app's handling, rendering the whole screen into a cell grid (`TerminalApp.render`) and the diff
/// against the frame on screen (`GridDiff`). Left out is `TerminalSession.draw` copying the changed cells into
/// ncurses and the terminal: ``FrameWriteBenchmark`` (issue 46) times that too, into `/dev/null`.
///
/// The cursor runs down the list and turns at either end, so nearly every step moves the scroll window
/// and rewrites every list row: the most one line's step costs, rather than a cursor moving inside a
/// still window (two rows).
struct FrameBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The terminal size rendered at, as the golden tests use them (120×40, 80×24).
    let size: TerminalSize

    // MARK: Running

    /// Measures scrolling on a fresh browser at ``size``.
    /// - Returns: The row with the target.
    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when the root screen is not the
    ///   kanji list or a key past the last visible row does not scroll it.
    func run() throws -> BenchmarkRow {
        let browser = try KanjiBrowser.inMemory(store: store)
        let app = TerminalApp(browser: browser)
        let list = browser.application.rootList
        var shown = app.render(size: size).grid
        try expectScrolling(app: app, list: list, shown: &shown)

        var key = Key.down
        var changedCells = 0
        var steps = 0
        let median = IterationTimer(samples: 31, iterations: 100).medianNanoseconds {
            if list.cursor.index == list.kanji.count - 1 { key = .up } else if list.cursor.index == 0 { key = .down }
            app.handle(key)
            let next = app.render(size: size).grid
            // Summing the runs keeps the optimiser from dropping a diff nobody reads, and says how much
            // a step changes.
            changedCells += GridDiff.runs(from: shown, to: next).reduce(0) { $0 + $1.cells.count }
            steps += 1
            shown = next
        }

        return BenchmarkRow(
            measure: "keystroke (↓) → frame ready to write, scrolling the all-kanji list at "
                + "\(size.columns)×\(size.rows): key map, app, render into the cell grid, diff against the "
                + "previous frame (no ncurses write); median of 31 samples × 100",
            result: "\(median.microsecondsText) (a step changes \((changedCells / max(1, steps)).grouped) of "
                + "\((size.columns * size.rows).grouped) cells on average)",
            target: "≤ 1 ms", isMet: median <= 1_000_000)
    }

    // MARK: Private

    /// Checks, before timing anything, that the down key from the last visible row moves the scroll window
    /// and rewrites every visible list row, so the loop times scrolling as it claims to.
    private func expectScrolling(app: TerminalApp, list: KanjiListViewModel, shown: inout CellGrid) throws {
        var changedRows = Set<Int>()
        for _ in 0..<list.cursor.visibleRows {
            app.handle(.down)
            let next = app.render(size: size).grid
            changedRows = Set(GridDiff.runs(from: shown, to: next).map(\.row))
            shown = next
        }
        guard list.cursor.offset == 1, changedRows.count >= list.cursor.visibleRows else {
            throw BenchmarkFailure(description: "↓ past row \(list.cursor.visibleRows) at \(size.columns)×\(size.rows) "
                + "left the window at offset \(list.cursor.offset) and changed \(changedRows.count) rows")
        }
    }
}

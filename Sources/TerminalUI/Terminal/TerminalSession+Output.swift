import CNcursesw
import Glibc

extension TerminalSession {
    /// Shows a frame, writing only the cells that differ from the frame on screen.
    ///
    /// A frame of another size than the last one (after a resize) repaints the whole screen. Cells
    /// beyond the terminal's edge are clipped by ncurses.
    ///
    /// - Parameter grid: the frame, normally `size` large.
    public func draw(_ grid: CellGrid) {
        precondition(isActive, "TerminalSession used after end()")
        if let shown = shownGrid, shown.width != grid.width || shown.height != grid.height {
            invalidate()
        }
        if shownGrid == nil {
            werase(window)
        }
        let runs = GridDiff.runs(from: shownGrid, to: grid)
        guard !runs.isEmpty || shownGrid == nil else { return }
        for run in runs {
            write(run)
        }
        // ncurses sends a frame in dozens of small writes (it flushes at cursor moves); a terminal that
        // knows synchronized updates shows the frame only once it is whole. Only terminals that said
        // so get the markers (see TerminalSession+SynchronizedUpdate). ncurses has flushed everything
        // by the time wrefresh returns, so the markers written straight to the descriptor land around
        // exactly this frame.
        if let synchronizedUpdate { Self.writeToTerminal(synchronizedUpdate.begin) }
        wrefresh(window)
        if let synchronizedUpdate { Self.writeToTerminal(synchronizedUpdate.end) }
        let shownCells = shownGrid.map { $0.width * $0.height } ?? 0
        shownGrid = grid
        if shownCells >= Self.largeScreenCells && shownCells >= 4 * grid.width * grid.height {
            // The large screen's cells (ours and ncurses', 80 MB at 500×1000) are free now, but glibc keeps freed
            // memory for the next allocation: a terminal shrunk back after one large frame would hold it for good.
            malloc_trim(0)
        }
    }

    /// A large screen, four times 220×70, the largest window of an ordinary monitor: past it a shrink gives its
    /// memory back to the system, and keys already waiting are handled before a frame (``TerminalApp``).
    static let largeScreenCells = 4 * 220 * 70

    /// Writes `text` to standard output, where ncurses writes, retrying short writes and interrupts.
    static func writeToTerminal(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Copies one run into ncurses' window. Continuation cells are skipped: ncurses gives a wide
    /// character both of its columns itself.
    ///
    /// Plain loops, no closures and no array per cell: this runs once per changed cell, and a closure handed to the
    /// standard library from this main-actor module was checked for its executor on every call (BENCHMARKS.md,
    /// issue 46).
    private func write(_ run: GridDiff.Run) {
        var characters: [cchar_t] = []
        characters.reserveCapacity(run.cells.count)
        // One cell's scalars and their terminating 0, reused cell after cell.
        var scalars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX))
        for cell in run.cells where !cell.isContinuation {
            characters.append(complexCharacter(cell, scalars: &scalars))
        }
        mvwadd_wchnstr(window, Int32(run.row), Int32(run.column), &characters, Int32(characters.count))
    }

    /// One grapheme (up to ncurses' five scalars, less the terminating 0) with its attributes; the colour pair only
    /// when colours were started, pair 0 (the terminal's own colours) otherwise.
    private func complexCharacter(_ cell: Cell, scalars: inout [wchar_t]) -> cchar_t {
        var count = 0
        for scalar in cell.text.unicodeScalars where count < scalars.count - 1 {
            scalars[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        scalars[count] = 0
        var pair: Int16 = 0
        if hasColors, let color = cell.style.color { pair = Self.pair(of: color) }
        var character = cchar_t()
        setcchar(&character, scalars, Self.attributes(of: cell.style), pair, nil)
        return character
    }
}

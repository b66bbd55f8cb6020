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
    private func write(_ run: GridDiff.Run) {
        var characters = run.cells.filter { !$0.isContinuation }.map(complexCharacter)
        mvwadd_wchnstr(window, Int32(run.row), Int32(run.column), &characters, Int32(characters.count))
    }

    /// One grapheme (up to ncurses' five scalars) with its attributes; the colour pair only when
    /// colours were started, pair 0 (the terminal's own colours) otherwise.
    private func complexCharacter(_ cell: Cell) -> cchar_t {
        var character = cchar_t()
        let scalars = cell.text.unicodeScalars.prefix(Int(CCHARW_MAX) - 1).map { wchar_t(bitPattern: $0.value) }
        let pair = hasColors ? cell.style.color.map(Self.pair(of:)) ?? 0 : 0
        setcchar(&character, scalars + [0], Self.attributes(of: cell.style), pair, nil)
        return character
    }
}

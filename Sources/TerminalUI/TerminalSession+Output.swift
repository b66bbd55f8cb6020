import CNcursesw

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
        for run in GridDiff.runs(from: shownGrid, to: grid) {
            write(run)
        }
        wrefresh(window)
        shownGrid = grid
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

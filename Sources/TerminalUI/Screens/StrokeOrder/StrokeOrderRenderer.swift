import Browser
import StrokeDrawings

/// Draws a `StrokeOrderViewModel`: a caption, the kanji as large as the body allows with the strokes drawn
/// so far (the current one standing out, each numbered at its start, the rest muted), and beside it, where
/// there is room, a strip of small frames 1…n that shows the whole sequence at a glance.
enum StrokeOrderRenderer: ScreenRenderer {
    /// The first column of the drawing, and the gap between the drawing and the strip.
    static let margin = 2
    /// The strip's frame widths, largest first: the largest that shows every frame is used, else the smallest,
    /// a page of frames at a time (the page with the current stroke).
    static let frameWidths = [12, 10, 8]

    /// Where the drawing and the strip go in a body of a given size.
    struct Layout {
        /// The drawing's top-left cell and size: a square in dots (rows = columns / 2).
        let pictureRow: Int
        let pictureColumn: Int
        let pictureSize: BrailleSize
        /// The strip's frames: their size, how many fit across and down, and where the strip starts.
        let frame: BrailleSize?
        let framesAcross: Int
        let framesDown: Int
        let stripColumn: Int

        init(width: Int, height: Int, top: Int, strokeCount: Int) {
            // Rows: the caption, a gap, the drawing down to the row above the footer.
            pictureRow = top + 2
            let rows = max(1, height - 1 - pictureRow)
            let columns = max(2, min(2 * rows, width - 2 * margin))
            pictureSize = .square(columns: columns)
            pictureColumn = margin
            stripColumn = pictureColumn + columns + margin
            let stripWidth = width - 1 - stripColumn
            let fits = { (frameWidth: Int) -> (across: Int, down: Int) in
                (max(0, (stripWidth + 1) / (frameWidth + 1)), max(0, rows / (BrailleSize.square(columns: frameWidth).rows + 1)))
            }
            let chosen = Self.frameWidthsFittingAll(strokeCount, fits) ?? StrokeOrderRenderer.frameWidths.last!
            let (across, down) = fits(chosen)
            frame = across > 0 && down > 0 ? .square(columns: chosen) : nil
            framesAcross = across
            framesDown = down
        }

        private static func frameWidthsFittingAll(_ count: Int, _ fits: (Int) -> (across: Int, down: Int)) -> Int? {
            StrokeOrderRenderer.frameWidths.first { width in
                let (across, down) = fits(width)
                return across * down >= count
            }
        }

        /// How many frames one page of the strip holds.
        var framesPerPage: Int { framesAcross * framesDown }
    }

    static func layout(of strokes: StrokeOrderViewModel, size: TerminalSize) -> Layout {
        Layout(width: size.columns, height: size.rows, top: 1, strokeCount: strokes.strokeCount)
    }

    /// The screen has no window over items: the layout is the drawing's alone.
    static func resize(_ strokes: StrokeOrderViewModel, to layout: Layout) {}

    /// - Returns: the strip's frames, where a click shows the kanji up to that frame's stroke.
    static func draw(_ strokes: StrokeOrderViewModel, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        drawCaption(strokes, into: &grid, row: top)
        let picture = strokes.pictures.picture(size: layout.pictureSize, strokesDrawn: strokes.strokesShown,
                                               highlightsLastDrawn: true, numbering: .drawnStrokes)
        let ghost = strokes.strokesShown == strokes.strokeCount ? nil
            : strokes.pictures.picture(size: layout.pictureSize, strokesDrawn: strokes.strokeCount,
                                       highlightsLastDrawn: false, numbering: .none)
        grid.put(picture, row: layout.pictureRow, column: layout.pictureColumn, ghost: ghost)
        return drawStrip(strokes, layout: layout, into: &grid)
    }

    static func status(of strokes: StrokeOrderViewModel) -> String { strokes.statusText }

    // MARK: Private

    /// "日  4 strokes  day; sun; Japan; …", on one row.
    private static func drawCaption(_ strokes: StrokeOrderViewModel, into grid: inout CellGrid, row: Int) {
        var column = margin
        column += grid.put(strokes.kanji.character, row: row, column: column, style: Style([.bold, .underline], color: .accent)) + 2
        let count = "\(strokes.strokeCount) stroke\(strokes.strokeCount == 1 ? "" : "s")"
        column += grid.put(count, row: row, column: column, style: .header) + 2
        grid.put(strokes.kanji.meanings.joined(separator: "; "), row: row, column: column, style: .muted,
                 maxWidth: max(0, grid.width - column - 1))
    }

    /// The frames of the strip's page that holds the current stroke, each numbered below; the current frame's
    /// number in reverse video.
    private static func drawStrip(_ strokes: StrokeOrderViewModel, layout: Layout, into grid: inout CellGrid) -> [ClickTarget] {
        guard let frame = layout.frame else { return [] }
        let page = max(0, strokes.strokesShown - 1) / layout.framesPerPage
        let first = page * layout.framesPerPage
        var targets: [ClickTarget] = []
        for index in first..<min(strokes.strokeCount, first + layout.framesPerPage) {
            let slot = index - first
            let row = layout.pictureRow + (slot / layout.framesAcross) * (frame.rows + 1)
            let column = layout.stripColumn + (slot % layout.framesAcross) * (frame.columns + 1)
            let picture = strokes.pictures.picture(size: frame, strokesDrawn: index + 1, highlightsLastDrawn: true,
                                                   numbering: .none)
            grid.put(picture, row: row, column: column)
            let label = String(index + 1)
            let isShown = index + 1 == strokes.strokesShown
            grid.put(label, row: row + frame.rows, column: column + (frame.columns - label.count) / 2,
                     style: isShown ? .selection : .muted)
            for frameRow in row...(row + frame.rows) {
                targets.append(ClickTarget(row: frameRow, columns: column..<(column + frame.columns),
                                           item: .init("frames", index), on: strokes) { $0.handle(.click(index: index)) })
            }
        }
        return targets
    }
}

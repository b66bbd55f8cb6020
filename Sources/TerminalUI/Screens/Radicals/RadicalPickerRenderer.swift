import Browser

/// Draws a `RadicalPickerViewModel`: components in rows by stroke count, then the matching kanji.
enum RadicalPickerRenderer: ScreenRenderer {
    /// Columns per component: a wide glyph and a space (narrow ones such as ノ are padded to match).
    static let cellWidth = 3
    static let labelWidth = 4

    /// How many rows the components get at one size: all there are while nothing matches, else three fifths.
    private static func componentRows(_ picker: RadicalPickerViewModel, lines: Int, height: Int, top: Int) -> Int {
        let available = height - 1 - (top + 1)
        return picker.matches.isEmpty ? available : max(3, min(lines, available * 3 / 5))
    }

    /// The component grid's lines and the rows they get, and the rows the matches get below them.
    struct Layout {
        let componentsPerLine: Int
        let lines: [(label: String, indices: [Int])]
        let componentRows: Int
        let matchRows: Int
    }

    static func layout(of picker: RadicalPickerViewModel, size: TerminalSize) -> Layout {
        let lines = componentLines(picker, width: size.columns)
        let rows = componentRows(picker, lines: lines.count, height: size.rows, top: 1)
        let matchesTop = 2 + rows
        return Layout(componentsPerLine: componentsPerLine(width: size.columns), lines: lines, componentRows: rows,
                      matchRows: size.rows - 1 - (matchesTop + 1))
    }

    static func resize(_ picker: RadicalPickerViewModel, to layout: Layout) {
        picker.setComponentsPerLine(layout.componentsPerLine)
        picker.setVisibleMatchRows(layout.matchRows)
    }

    /// - Returns: where a click chooses a component or a match, in either pane.
    static func draw(_ picker: RadicalPickerViewModel, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let prompt = picker.notice ?? (picker.selected.isEmpty
            ? "Choose components (Enter); the kanji containing all of them appear below."
            : "Selected: " + picker.selected.joined(separator: " "))
        grid.put(prompt, row: top, column: 1, style: .accent, maxWidth: grid.width - 2)

        let rows = layout.componentRows
        var targets = drawComponents(picker, lines: layout.lines, into: &grid, top: top + 1, rows: rows)

        let matchesTop = top + 1 + rows
        guard matchesTop + 1 < grid.height - 1 else { return targets }
        grid.put("Matches (\(picker.matches.count))", row: matchesTop, column: 1, style: Style(.bold, color: .header))
        targets += CursorRows.draw(picker.matchCursor, of: picker, isCursorShown: picker.pane == .matches, into: &grid, top: matchesTop + 1,
                                   region: "matches", click: { $0.handle(.click(pane: .matches, index: $1)) }) { index, row, style, grid in
            let kanji = picker.matches[index]
            let written = grid.put(kanji.character, row: row, column: 2, style: style == .selection ? .selection : .accent)
            grid.put(kanji.meanings.joined(separator: "; "), row: row, column: 2 + written + 2, style: style, maxWidth: grid.width - written - 5)
        }
        return targets
    }

    static func status(of picker: RadicalPickerViewModel) -> String { picker.statusText }

    /// How many components fit one line of the grid at `width`.
    private static func componentsPerLine(width: Int) -> Int {
        max(1, (width - 1 - labelWidth) / cellWidth)
    }

    /// The component grid as lines: each starts with its stroke count when it opens a group.
    private static func componentLines(_ picker: RadicalPickerViewModel, width: Int) -> [(label: String, indices: [Int])] {
        let perLine = componentsPerLine(width: width)
        var lines: [(label: String, indices: [Int])] = []
        var groupStart = 0
        while groupStart < picker.components.count {
            let strokes = picker.components[groupStart].strokeCount
            let groupEnd = picker.components[groupStart...].firstIndex { $0.strokeCount != strokes } ?? picker.components.count
            for chunkStart in stride(from: groupStart, to: groupEnd, by: perLine) {
                lines.append((chunkStart == groupStart ? String(strokes) : "", Array(chunkStart..<min(groupEnd, chunkStart + perLine))))
            }
            groupStart = groupEnd
        }
        return lines
    }

    /// - Returns: each drawn component's cell, where a click chooses it.
    private static func drawComponents(_ picker: RadicalPickerViewModel, lines: [(label: String, indices: [Int])],
                                       into grid: inout CellGrid, top: Int, rows: Int) -> [ClickTarget] {
        var targets: [ClickTarget] = []
        let cursorLine = lines.firstIndex { $0.indices.contains(picker.componentIndex) } ?? 0
        let firstLine = cursorLine < rows ? 0 : cursorLine - rows + 1
        for (offset, line) in lines.dropFirst(firstLine).prefix(rows).enumerated() {
            let row = top + offset
            ScreenChrome.putCell(line.label, into: &grid, row: row, column: 1, width: labelWidth - 1, alignRight: true, style: .muted)
            for (position, index) in line.indices.enumerated() {
                let component = picker.components[index].character
                let column = 1 + labelWidth + position * cellWidth
                grid.put(component, row: row, column: column, style: style(of: component, at: index, in: picker))
                targets.append(ClickTarget(row: row, columns: column..<column + cellWidth, item: .init("components", index), on: picker) {
                    $0.handle(.click(pane: .components, index: index))
                })
            }
        }
        return targets
    }

    private static func style(of component: String, at index: Int, in picker: RadicalPickerViewModel) -> Style {
        if picker.pane == .components && index == picker.componentIndex {
            return Style([.bold, .underline], color: .accent)
        }
        if picker.selected.contains(component) { return .selection }
        return picker.available.contains(component) ? .plain : .muted
    }
}

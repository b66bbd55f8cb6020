/// Bar charts drawn from the cell grid's own cells: block glyphs, box-drawing axes and text labels, no colour
/// needed. A stacked chart tells its series apart by glyph (█ ▓ ▒ ░), so it reads the same under `NO_COLOR`, in a
/// terminal without colours, and as plain text (`kanji-tui study stats`); colours only add to the glyphs.
enum BarChart {
    /// One series of a stacked chart: its glyph (what tells it apart), its style and its legend's word.
    struct Series {
        let glyph: Character
        let style: Style
        let name: String
    }

    /// A label under the bar at `index` (the last one is right-aligned to its bar, so it never runs off).
    struct Tick {
        let index: Int
        let label: String
    }

    /// Eighths of a cell, from the bottom up (a column's top) and from the left (a row's end).
    private static let lowerEighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
    private static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let indent = 2

    /// Vertical bars, one per element of `bars`, each a stack of `series` (bottom first): `plotRows` rows of bars
    /// over a y axis labelled with the tallest bar's total and 0, the x axis with `ticks` under it.
    ///
    /// A single series gets eighth-cell tops (▁…▇), so a short bar is still seen; a stack rounds each boundary to
    /// a whole cell, so every segment keeps its glyph (a bar above 0 keeps at least one cell).
    /// - Returns: `plotRows + 2` rows: the bars, the x axis, the ticks' labels.
    static func columns(_ bars: [[Int]], series: [Series], plotRows: Int, width: Int, ticks: [Tick]) -> CellGrid {
        var grid = CellGrid(width: width, height: plotRows + 2)
        let top = max(1, bars.map { $0.reduce(0, +) }.max() ?? 0)
        let labelWidth = String(top).count
        let axisColumn = indent + labelWidth + 1
        let firstBar = axisColumn + 1
        let slot = max(1, (width - firstBar) / max(1, bars.count))
        let barWidth = slot >= 3 ? slot - 1 : 1
        func barColumn(_ index: Int) -> Int { firstBar + index * slot + (slot - barWidth) / 2 }

        grid.put(String(repeating: " ", count: labelWidth - String(top).count) + String(top), row: 0, column: indent, style: .muted)
        grid.put("0", row: plotRows, column: indent + labelWidth - 1, style: .muted)
        for row in 0..<plotRows { grid.put(row == 0 ? "┤" : "│", row: row, column: axisColumn, style: .muted) }
        let axisEnd = min(width, firstBar + bars.count * slot)
        grid.put("└" + String(repeating: "─", count: max(0, axisEnd - firstBar)), row: plotRows, column: axisColumn, style: .muted)

        for (index, stack) in bars.enumerated() {
            let column = barColumn(index)
            if series.count == 1 {
                let total = stack.reduce(0, +)
                var eighths = Int((Double(total) / Double(top) * Double(plotRows * 8)).rounded())
                if total > 0 { eighths = max(1, eighths) }
                for level in 0..<plotRows {
                    let filled = eighths - level * 8
                    guard filled > 0 else { break }
                    let glyph = filled >= 8 ? series[0].glyph : lowerEighths[filled - 1]
                    fill(&grid, glyph, row: plotRows - 1 - level, column: column, width: barWidth, style: series[0].style)
                }
            } else {
                var boundary = 0
                var sum = 0
                let total = stack.reduce(0, +)
                for (part, value) in zip(series, stack) {
                    sum += value
                    var next = Int((Double(sum) / Double(top) * Double(plotRows)).rounded())
                    if sum == total, total > 0 { next = max(1, next) }
                    for level in boundary..<max(boundary, next) {
                        fill(&grid, part.glyph, row: plotRows - 1 - level, column: column, width: barWidth, style: part.style)
                    }
                    boundary = max(boundary, next)
                }
            }
        }

        var labelsEnd = 0
        for tick in ticks where bars.indices.contains(tick.index) {
            let center = barColumn(tick.index) + (barWidth - 1) / 2
            grid.put("┴", row: plotRows, column: center, style: .muted)
            let isLast = tick.index == bars.count - 1
            let start = max(labelsEnd, isLast ? barColumn(tick.index) + barWidth - tick.label.count : center)
            labelsEnd = start + grid.put(tick.label, row: plotRows + 1, column: start, style: .muted) + 1
        }
        return grid
    }

    /// The legend of `series`: "█ mature  ▓ young …", glyph by glyph in each series' style, on as many rows as
    /// the width needs (an entry is never cut).
    static func legend(_ series: [Series], width: Int) -> CellGrid {
        var placed: [(part: Series, row: Int, column: Int)] = []
        var row = 0
        var column = indent
        for part in series {
            let entryWidth = 2 + part.name.count
            if column > indent, column + entryWidth > width {
                row += 1
                column = indent
            }
            placed.append((part, row, column))
            column += entryWidth + 2
        }
        var grid = CellGrid(width: width, height: row + 1)
        for (part, row, column) in placed {
            grid.put(String(part.glyph), row: row, column: column, style: part.style)
            grid.put(part.name, row: row, column: column + 2)
        }
        return grid
    }

    /// One horizontal bar per row: the row's label, its number, its share of `total` as a percentage, and a bar as
    /// long as its share of the largest value, to the eighth of a cell (▏…▉).
    static func rows(_ rows: [(label: String, value: Int)], total: Int, width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: rows.count)
        let labelWidth = rows.map(\.label.count).max() ?? 0
        let valueWidth = max(1, rows.map { String($0.value).count }.max() ?? 1)
        let percentWidth = 7
        let barStart = indent + labelWidth + 1 + valueWidth + percentWidth + 2
        let room = max(1, width - barStart - 1)
        let largest = max(1, rows.map(\.value).max() ?? 0)
        for (row, entry) in rows.enumerated() {
            grid.put(entry.label, row: row, column: indent)
            let value = String(entry.value)
            grid.put(value, row: row, column: indent + labelWidth + 1 + valueWidth - value.count)
            let share = total == 0 ? "" : StatisticsText.percent(Double(entry.value) / Double(total))
            grid.put(share, row: row, column: indent + labelWidth + 1 + valueWidth + percentWidth - share.count, style: .muted)
            var eighths = Int((Double(entry.value) / Double(largest) * Double(room * 8)).rounded())
            if entry.value > 0 { eighths = max(1, eighths) }
            fill(&grid, "█", row: row, column: barStart, width: eighths / 8, style: .plain)
            if eighths % 8 > 0 { fill(&grid, leftEighths[eighths % 8 - 1], row: row, column: barStart + eighths / 8, width: 1, style: .plain) }
        }
        return grid
    }

    private static func fill(_ grid: inout CellGrid, _ glyph: Character, row: Int, column: Int, width: Int, style: Style) {
        guard width > 0 else { return }
        grid.put(String(repeating: glyph, count: width), row: row, column: column, style: style)
    }
}

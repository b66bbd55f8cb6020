/// How the kanji list shares its width out among its columns, by what the rows on screen hold.
///
/// Short columns (kanji, strokes, grade, JLPT, frequency) get their widest cell or heading. Readings and
/// meanings share the rest: each up to its widest cell, capped at one common level (meanings at twice
/// it) when they do not all fit, so a short column is never cut to pad a long one; room left over goes to
/// the meanings. Columns leave in `ListColumn.dropOrder` while the long ones would get less than their
/// minimums. Computed from the visible rows only, which costs a few dozen width measurements a frame.
enum ListColumnLayout {
    /// The columns that fit `width` (between the one-column margins), each with its width, in display order.
    /// - Parameters:
    ///   - width: the terminal's width.
    ///   - widest: the display width of each column's widest cell among the rows drawn (0 when none).
    static func columns(width: Int, widest: [ListColumn: Int]) -> [(column: ListColumn, width: Int)] {
        func natural(_ column: ListColumn) -> Int { max(column.heading.displayWidth, widest[column] ?? 0) }
        var shown = ListColumn.allCases
        func room() -> Int {
            let short = shown.filter { $0.share == nil }.reduce(0) { $0 + natural($1) }
            return width - 2 - short - ListColumn.gap * (shown.count - 1)
        }
        func minimumOfLongColumns() -> Int {
            shown.reduce(0) { sum, column in sum + (column.share.map { min($0.minimum, natural(column)) } ?? 0) }
        }
        for column in ListColumn.dropOrder where room() < minimumOfLongColumns() {
            shown.removeAll { $0 == column }
        }
        let long = shown.filter { $0.share != nil }
        let shared = Dictionary(uniqueKeysWithValues: zip(long, share(max(0, room()), among: long, natural: natural)))
        return shown.map { ($0, shared[$0] ?? natural($0)) }
    }

    /// Widths for the long `columns` that add up to `room`.
    private static func share(_ room: Int, among columns: [ListColumn], natural: (ListColumn) -> Int) -> [Int] {
        let highs = columns.map(natural)
        let lows = zip(columns, highs).map { min($0.share?.minimum ?? 0, $1) }
        func widths(level: Int) -> [Int] {
            zip(columns, zip(lows, highs)).map { column, bounds in
                min(bounds.1, max(bounds.0, (column.share?.weight ?? 1) * level))
            }
        }
        // The highest level that fits (binary search: the total grows with the level).
        var (fits, tooHigh) = (0, max(room, 1) + 1)
        while tooHigh - fits > 1 {
            let middle = (fits + tooHigh) / 2
            if widths(level: middle).reduce(0, +) <= room { fits = middle } else { tooHigh = middle }
        }
        var result = widths(level: fits)
        // What the level leaves over (rounding, or room beyond every widest cell) goes to the meanings first.
        var left = room - result.reduce(0, +)
        let order = columns.indices.sorted { columns[$0] == .meanings && columns[$1] != .meanings }
        for index in order where left > 0 {
            let extra = columns[index] == .meanings ? left : min(left, highs[index] - result[index])
            result[index] += max(0, extra)
            left -= max(0, extra)
        }
        if left < 0, let meanings = columns.firstIndex(of: .meanings) {
            // Not even the minimums fit (only the narrowest terminals): the meanings give way.
            result[meanings] = max(0, result[meanings] + left)
        }
        return result
    }
}

import Browser

/// A kept word's sentence on one row, the word bold and underlined (marked without colour, so NO_COLOR shows it
/// too), then its source, muted: what the Study tab's rows and a review card show of sentence mining.
enum MarkedSentence {
    /// Draws `context` from `column` on `row` within `maxWidth` columns.
    /// - Returns: the columns written.
    @discardableResult
    static func put(_ context: StudyContext, into grid: inout CellGrid, row: Int, column: Int, maxWidth: Int, style: Style = .plain) -> Int {
        let parts = context.parts
        // On the selected row the word keeps the selection's colours and adds the marks.
        let marked = style == .selection ? Style(style.attributes.union([.bold, .underline]), color: style.color)
            : Style([.bold, .underline], color: .accent)
        var next = column
        for (text, partStyle) in [(String(parts.before), style), (String(parts.word), marked), (String(parts.after), style)]
        where !text.isEmpty {
            let room = maxWidth - (next - column)
            guard room > 0 else { break }
            next += grid.put(text, row: row, column: next, style: partStyle, maxWidth: room)
        }
        let room = maxWidth - (next - column)
        if !context.source.isEmpty, room > 3 {
            next += grid.put("  — \(context.source)", row: row, column: next, style: style == .selection ? style : .muted, maxWidth: room)
        }
        return next - column
    }
}

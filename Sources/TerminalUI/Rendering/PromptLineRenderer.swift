import Browser

/// The prompt line that replaces the footer while a prompt is open: `/mi▏zu`, the caret where it is, and on the
/// right what the screen says about it (the kana romaji is read as, the match count).
enum PromptLineRenderer {
    static func draw(_ prompt: LineEditor, screen: AppScreen, into grid: inout CellGrid) {
        let row = grid.height - 1
        let status = screen.interactive.promptStatus
        let statusWidth = status.displayWidth
        let room = max(2, grid.width - statusWidth - 4)
        // Keep the caret in view on a long line: drop characters from the left until it fits.
        var before = "/" + prompt.textBeforeCaret
        var after = String(prompt.textAfterCaret)
        while before.displayWidth + 1 + after.displayWidth > room - 1 && before.count > 1 {
            if after.displayWidth > room / 2 { after.removeLast() } else { before.removeFirst() }
        }
        var column = 1 + grid.put(before, row: row, column: 1, style: .accent)
        column += grid.put("▏", row: row, column: column, style: .accent)
        grid.put(after, row: row, column: column, style: .accent, maxWidth: max(0, room - column))
        grid.put(status, row: row, column: grid.width - 1 - statusWidth, style: .muted)
    }
}

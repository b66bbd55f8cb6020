import Browser

/// The prompt line that replaces the footer while a prompt is open: `/mi▏zu` (a number asked for: `#1▏0`), the caret
/// where it is, and on the right what the screen says about it (the kana romaji is read as, the match count), cut
/// at its end where the terminal is too narrow for all of it.
enum PromptLineRenderer {
    static func draw(_ prompt: LineEditor, screen: AppScreen, into grid: inout CellGrid) {
        let row = grid.height - 1
        // The status takes what the line leaves beside a dozen columns for the text and its caret.
        let statusWidth = min(screen.interactive.promptStatus.displayWidth, max(0, grid.width - 16))
        let room = max(2, grid.width - statusWidth - 4)
        // Keep the caret in view on a long line: drop characters from the left until it fits.
        var before = screen.interactive.promptLead + prompt.textBeforeCaret
        var after = String(prompt.textAfterCaret)
        while before.displayWidth + 1 + after.displayWidth > room - 1 && before.count > 1 {
            if after.displayWidth > room / 2 { after.removeLast() } else { before.removeFirst() }
        }
        var column = 1 + grid.put(before, row: row, column: 1, style: .accent)
        column += grid.put("▏", row: row, column: column, style: .accent)
        grid.put(after, row: row, column: column, style: .accent, maxWidth: max(0, room - column))
        grid.put(screen.interactive.promptStatus, row: row, column: grid.width - 1 - statusWidth, style: .muted, maxWidth: statusWidth)
    }
}

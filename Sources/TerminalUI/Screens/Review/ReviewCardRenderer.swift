import Browser

/// Draws a review card: where it is in the review, the front large in the middle, then — once revealed — the
/// back's labelled lines, and the grades; a line about the last grade at the bottom.
enum ReviewCardRenderer: ScreenRenderer {
    static let labelWidth = 10

    static func draw(_ card: ReviewCardViewModel, layout _: Void, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        let bottom = grid.height - 2 // the row above the footer
        grid.put("Card \(card.position) · \(card.stateAndKind)", row: top, column: 1, style: .muted, maxWidth: grid.width - 2)
        let frontRow = top + 2
        let frontWidth = card.front.displayWidth
        grid.put(card.front, row: frontRow, column: max(1, (grid.width - frontWidth) / 2), style: Style([.bold, .underline], color: .accent),
                 maxWidth: grid.width - 2)
        var row = frontRow + 2
        for fact in card.prompt where row < bottom {
            grid.put(fact.label, row: row, column: 2, style: .muted, maxWidth: labelWidth)
            grid.put(fact.value, row: row, column: 2 + labelWidth, maxWidth: grid.width - labelWidth - 3)
            row += 1
        }
        if !card.prompt.isEmpty { row += 1 }
        if let context = card.context {
            // The sentence it was kept from, centred under the front: the word in it is the cue.
            let width = min(grid.width - 4, context.sentence.displayWidth + (context.source.isEmpty ? 0 : context.source.displayWidth + 4))
            MarkedSentence.put(context, into: &grid, row: frontRow + 1, column: max(2, (grid.width - width) / 2), maxWidth: grid.width - 4)
            row += 1
        }
        if card.isRevealed {
            for fact in card.back where row < bottom {
                grid.put(fact.label, row: row, column: 2, style: .muted, maxWidth: labelWidth)
                grid.put(fact.value, row: row, column: 2 + labelWidth, maxWidth: grid.width - labelWidth - 3)
                row += 1
            }
            if row + 1 < bottom {
                grid.put(card.gradeLabels.joined(separator: " · "), row: row + 1, column: 2, style: .header, maxWidth: grid.width - 3)
            }
        } else {
            let hint = "Space shows the answer"
            grid.put(hint, row: row, column: max(1, (grid.width - hint.displayWidth) / 2), style: .muted)
        }
        if let notice = card.notice {
            grid.put(notice, row: bottom, column: 1, style: .accent, maxWidth: grid.width - 2)
        }
        return []
    }

    static func status(of card: ReviewCardViewModel) -> String {
        card.position
    }
}

import Browser
import Testing
@testable import TerminalUI

/// A kept sentence drawn on one row: the word bold and underlined (so NO_COLOR shows it), the rest plain, the
/// source after it; cut at the room given.
@Suite struct MarkedSentenceTests {
    static let context = StudyContext(sentence: "昨日寿司を食べた。", mark: 5..<8, source: "日記")

    @Test func the_word_is_bold_and_underlined_and_the_source_follows() {
        var grid = CellGrid(width: 40, height: 1)
        let written = MarkedSentence.put(Self.context, into: &grid, row: 0, column: 0, maxWidth: 40)
        let cells = grid.row(0).filter { !$0.isContinuation }
        let text = cells.map(\.text).joined()
        #expect(text.hasPrefix("昨日寿司を食べた。  — 日記"))
        #expect(written == 18 + 4 + 4)
        let marked = cells.filter { $0.style.attributes.contains([.bold, .underline]) }.map(\.text).joined()
        #expect(marked == "食べた")
        #expect(cells.first?.style == .plain)
    }

    @Test func on_the_selected_row_the_word_keeps_the_selection_and_adds_the_marks() {
        var grid = CellGrid(width: 40, height: 1)
        MarkedSentence.put(Self.context, into: &grid, row: 0, column: 0, maxWidth: 40, style: .selection)
        let word = grid[0, 10]
        #expect(word.text == "食" && word.style.attributes.contains([.reverse, .bold, .underline]))
        #expect(grid[0, 0].style == .selection)
    }

    @Test func it_stays_within_its_room() {
        var grid = CellGrid(width: 40, height: 1)
        let written = MarkedSentence.put(Self.context, into: &grid, row: 0, column: 2, maxWidth: 12)
        #expect(written <= 12)
        #expect(grid.row(0).dropFirst(14).allSatisfy { $0.text == " " || $0.text.isEmpty })
    }
}

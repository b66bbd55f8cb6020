import Browser
import Coordination
import Testing
@testable import TerminalUI

/// A list of letters, recording the clicks it hears.
private final class Letters: ListScreen {
    let title = "Letters"
    let coordinator: Coordinator? = nil
    let letters: [String]
    private(set) var cursor: ScrollingCursor
    private(set) var clicked: [Int] = []
    /// A line that takes the heading's place.
    var notice: String?

    init(count: Int) {
        letters = (0..<count).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }
        cursor = ScrollingCursor(count: count)
    }

    func setVisibleRows(_ rows: Int) { cursor.setVisibleRows(rows) }

    func handle(_ command: CursorCommand) {
        if case .click(let index) = command { clicked.append(index) }
    }
}

private enum LettersRenderer: @MainActor ListRenderer {
    static func draw(_ list: Letters, layout _: Int, into grid: inout CellGrid, top: Int) -> [ClickTarget] {
        drawList(list, heading: list.notice ?? "Letters", isNotice: list.notice != nil, emptyText: "No letters.", isEmpty: list.letters.isEmpty,
                 into: &grid, top: top) { index, row, style, grid in
            grid.put(list.letters[index], row: row, column: 1, style: style)
        }
    }

    static func status(of list: Letters) -> String { "" }
}

/// The list window and its renderer, alone: the rows a list gets under its headings, its heading or notice, what an
/// empty list says, and rows that a click reaches the list through.
@Suite struct ListRendererTests {
    @Test func a_list_gets_the_body_less_header_footer_and_its_heading_lines() {
        let body = TerminalSize(rows: 23, columns: 80)
        #expect(ListWindow.rows(in: body) == 20)
        #expect(ListWindow.rows(in: body, headingLines: 3) == 18)
    }

    @Test func the_renderer_sizes_the_lists_window_to_that_room() {
        let list = Letters(count: 30)
        let rows = LettersRenderer.layout(of: list, size: TerminalSize(rows: 10, columns: 20))
        LettersRenderer.resize(list, to: rows)
        #expect(rows == 7)
        #expect(list.cursor.visibleRange == 0..<7)
    }

    @Test func the_heading_then_the_rows_in_view_each_clickable() throws {
        let list = Letters(count: 30)
        LettersRenderer.resize(list, to: LettersRenderer.layout(of: list, size: TerminalSize(rows: 10, columns: 20)))
        var grid = CellGrid(width: 20, height: 10)
        let targets = LettersRenderer.draw(list, layout: 7, into: &grid, top: 1)
        #expect(grid[1, 1].text == "L" && grid[1, 1].style == .muted)
        #expect((2...8).map { grid[$0, 1].text } == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(grid[2, 0].style == .selection, "the cursor's row is highlighted across the width")
        #expect(targets.map(\.row) == Array(2...8))
        try #require(targets.count == 7)
        targets[3].perform()
        #expect(list.clicked == [3])
    }

    @Test func an_empty_list_says_so_under_its_heading_and_a_notice_stands_out() {
        let list = Letters(count: 0)
        list.notice = "Forget all?"
        var grid = CellGrid(width: 20, height: 10)
        let targets = LettersRenderer.draw(list, layout: 7, into: &grid, top: 1)
        #expect(grid[1, 1].text == "F" && grid[1, 1].style == .accent)
        #expect((1...11).map { grid[2, $0].text }.joined() == "No letters.")
        #expect(targets.isEmpty)
    }
}

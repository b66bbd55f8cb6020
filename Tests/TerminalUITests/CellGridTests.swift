import Testing
import TerminalUI

/// Golden tests: each expected screen is written out as literal lines, continuation cells omitted.
struct CellGridTests {
    @Test func writingASCIIPutsOneCharacterInEachColumn() {
        var grid = CellGrid(width: 8, height: 2)
        let written = grid.put("hello", row: 0, column: 1)
        #expect(written == 5)
        #expect(grid.lines == [
            " hello  ",
            "        ",
        ])
    }

    @Test func measuredCharactersAreWrittenByTheirWidthsSkippingTheUndrawableAndStoppingAtTheEdge() {
        var grid = CellGrid(width: 8, height: 1)
        let characters: [Character] = ["猫", "\u{301}", "a", "犬", "鳥"]
        let written = grid.put(characters: characters[...], widths: [2, 0, 1, 2, 2][...], row: 0, column: 1, style: .plain, maxWidth: 6)
        // 鳥 would end past the sixth column of room: it is left out whole, never split.
        #expect(written == 5)
        #expect(grid.lines == [" 猫a犬  "])
    }

    @Test func writingKanjiTakesTwoColumnsForEachGlyph() {
        var grid = CellGrid(width: 8, height: 1)
        let written = grid.put("漢字", row: 0, column: 1)
        #expect(written == 4)
        #expect(grid.lines == [" 漢字   "])
        #expect(grid[0, 1] == Cell(text: "漢", width: 2))
        #expect(grid[0, 2].isContinuation)
        #expect(grid[0, 3].text == "字")
    }

    @Test func kanjiAndASCIIMixOnOneRow() {
        var grid = CellGrid(width: 12, height: 1)
        grid.put("日本 Japan", row: 0, column: 0)
        #expect(grid.lines == ["日本 Japan  "])
    }

    @Test func aKanjiStraddlingTheEllipsisColumnBecomesASpace() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢字漢字", row: 0, column: 0)
        #expect(grid.lines == ["漢字 …"])
        #expect(grid.row(0).allSatisfy { $0.width <= 2 })
    }

    @Test func textWiderThanTheRowIsTruncatedWithAnEllipsisByDisplayWidth() {
        var grid = CellGrid(width: 10, height: 2)
        grid.put("Kanji 漢字 list", row: 0, column: 0)
        grid.put("abcdefghijkl", row: 1, column: 0)
        #expect(grid.lines == [
            "Kanji 漢 …",
            "abcdefghi…",
        ])
    }

    @Test func maxWidthLimitsTheRoomBeforeTheEndOfTheRow() {
        var grid = CellGrid(width: 12, height: 1)
        let written = grid.put("日本語の文字", row: 0, column: 2, maxWidth: 5)
        #expect(written == 5)
        #expect(grid.lines == ["  日本…     "])
    }

    @Test func textThatFitsExactlyIsNotTruncated() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("漢字", row: 0, column: 0)
        #expect(grid.lines == ["漢字"])
    }

    @Test func aKanjiInTheLastColumnIsNeverSplit() {
        var grid = CellGrid(width: 5, height: 1)
        grid.put("漢", row: 0, column: 4)
        #expect(grid.lines == ["    …"])
    }

    @Test func writingOverHalfAKanjiBlanksItsOtherHalf() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢字", row: 0, column: 0)
        grid.put("x", row: 0, column: 1)
        #expect(grid.lines == [" x字  "])
        grid.put("y", row: 0, column: 2)
        #expect(grid.lines == [" xy   "])
    }

    @Test func aKanjiWrittenAcrossTwoKanjiBlanksTheirOuterHalves() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢字", row: 0, column: 0)
        grid.put("本", row: 0, column: 1)
        #expect(grid.lines == [" 本   "])
        #expect(grid[0, 3] == .blank())
    }

    @Test func controlAndEscapeCharactersNeverReachACell() {
        var grid = CellGrid(width: 8, height: 1)
        grid.put("a\u{1B}[31mb\tc\u{7}", row: 0, column: 0)
        #expect(grid.lines == ["ab c    "])
    }

    @Test func writesOutsideTheGridAreClipped() {
        var grid = CellGrid(width: 4, height: 2)
        #expect(grid.put("x", row: -1, column: 0) == 0)
        #expect(grid.put("x", row: 2, column: 0) == 0)
        #expect(grid.put("x", row: 0, column: 4) == 0)
        #expect(grid.put("x", row: 0, column: 0, maxWidth: 0) == 0)
        #expect(grid == CellGrid(width: 4, height: 2))
    }

    @Test func writtenCellsCarryTheStyleAndSoDoesTheContinuation() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("漢a", row: 0, column: 0, style: .accent)
        #expect(grid[0, 0].style == .accent)
        #expect(grid[0, 1] == .continuation(.accent))
        #expect(grid[0, 2].style == .accent)
        #expect(grid[0, 3].style == .plain)
    }

    @Test func fillBlanksARectangleInAStyleClippedToTheGrid() {
        var grid = CellGrid(width: 5, height: 3)
        grid.put("abcde", row: 1, column: 0)
        grid.fill(rows: 1..<9, columns: 1..<4, style: .selection)
        #expect(grid.lines == [
            "     ",
            "a   e",
            "     ",
        ])
        #expect(grid[1, 2] == .blank(.selection))
        #expect(grid[2, 3] == .blank(.selection))
        #expect(grid[1, 4].style == .plain)
    }

    @Test func fillingHalfAKanjiBlanksTheWholeKanji() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("漢字", row: 0, column: 0)
        grid.fill(rows: 0..<1, columns: 3..<4)
        #expect(grid.lines == ["漢  "])
    }

    @Test func aGridWithoutColumnsHasEmptyLines() {
        var grid = CellGrid(width: 0, height: 2)
        #expect(grid.put("漢", row: 0, column: 0) == 0)
        #expect(grid.lines == ["", ""])
    }

    @Test func gridsWithTheSameCellsAreEqual() {
        var first = CellGrid(width: 6, height: 1)
        var second = CellGrid(width: 6, height: 1)
        first.put("漢字", row: 0, column: 0)
        second.put("漢字", row: 0, column: 0)
        #expect(first == second)
        second.put("!", row: 0, column: 5)
        #expect(first != second)
    }
}

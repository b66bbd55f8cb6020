import Testing
@testable import StrokeDrawings

@Suite struct BrailleSizeTests {
    @Test func a_square_has_half_as_many_rows_as_columns_and_as_many_dots_each_way() {
        let size = BrailleSize.square(columns: 24)
        #expect(size == BrailleSize(columns: 24, rows: 12))
        #expect(size.dotColumns == 48 && size.dotRows == 48)
        #expect(BrailleSize.square(columns: 9) == BrailleSize(columns: 9, rows: 5), "an odd width rounds up")
    }

    @Test func braille_dots_are_numbered_down_the_left_column_then_the_right_then_the_bottom_row() {
        #expect(DotGrid.brailleBit(column: 0, row: 0) == 0)   // dot 1: ⠁
        #expect(DotGrid.brailleBit(column: 0, row: 2) == 2)   // dot 3: ⠄
        #expect(DotGrid.brailleBit(column: 1, row: 0) == 3)   // dot 4: ⠈
        #expect(DotGrid.brailleBit(column: 0, row: 3) == 6)   // dot 7: ⡀
        #expect(DotGrid.brailleBit(column: 1, row: 3) == 7)   // dot 8: ⢀
    }

    @Test func a_grid_turns_each_cell_into_its_braille_character() {
        var grid = DotGrid(width: 4, height: 4)
        // A vertical line down the left dot column of the first cell, and one dot of the second (current).
        grid.drawSegment(from: StrokePoint(x: 0.5, y: 0.5), to: StrokePoint(x: 0.5, y: 3.5), radius: 0.5, as: .ink)
        grid.drawSegment(from: StrokePoint(x: 3.5, y: 3.5), to: StrokePoint(x: 3.5, y: 3.5), radius: 0.5, as: .currentStroke)
        #expect(grid.cell(column: 0, row: 0) == ("⡇", false))
        #expect(grid.cell(column: 1, row: 0) == ("⢀", true))
    }
}

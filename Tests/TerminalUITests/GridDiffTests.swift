import Testing
import TerminalUI

struct GridDiffTests {
    private func grid(_ lines: [String], width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            grid.put(line, row: row, column: 0)
        }
        return grid
    }

    private func text(_ run: GridDiff.Run) -> String {
        run.cells.map(\.text).joined()
    }

    @Test func theFirstFrameWritesEveryRowInFull() {
        let next = grid(["ab", "cd"], width: 3)
        let runs = GridDiff.runs(from: nil, to: next)
        #expect(runs.map(\.row) == [0, 1])
        #expect(runs.map(\.column) == [0, 0])
        #expect(runs.map(text) == ["ab ", "cd "])
    }

    @Test func identicalFramesWriteNothing() {
        let frame = grid(["漢字", "abc"], width: 5)
        #expect(GridDiff.runs(from: frame, to: frame).isEmpty)
    }

    @Test func eachStretchOfChangedCellsIsOneRun() {
        let runs = GridDiff.runs(from: grid(["abcdef", "same"], width: 6), to: grid(["aXcdYZ", "same"], width: 6))
        #expect(runs == [
            GridDiff.Run(row: 0, column: 1, cells: [Cell(text: "X", width: 1)]),
            GridDiff.Run(row: 0, column: 4, cells: [Cell(text: "Y", width: 1), Cell(text: "Z", width: 1)]),
        ])
    }

    @Test func anotherKanjiInTheSamePlaceIsOneLeadingCell() {
        let runs = GridDiff.runs(from: grid(["漢字"], width: 4), to: grid(["漢子"], width: 4))
        #expect(runs.map(\.column) == [2])
        #expect(runs.map(text) == ["子"])
    }

    @Test func narrowTextOverAKanjiRewritesBothColumns() {
        let runs = GridDiff.runs(from: grid(["漢"], width: 3), to: grid(["ab"], width: 3))
        #expect(runs.map(\.column) == [0])
        #expect(runs.map(text) == ["ab"])
    }

    @Test func aKanjiShiftedByOneColumnStartsItsRunAtTheLeadingCell() {
        let runs = GridDiff.runs(from: grid(["a漢"], width: 3), to: grid(["漢a"], width: 3))
        #expect(runs.count == 1)
        #expect(runs.first?.cells.first?.isContinuation == false)
        #expect(runs.map(text) == ["漢a"])
    }

    @Test func aStyleChangeAloneIsAChange() {
        var selected = grid(["row"], width: 3)
        selected.put("row", row: 0, column: 0, style: .selection)
        let runs = GridDiff.runs(from: grid(["row"], width: 3), to: selected)
        #expect(runs.map(text) == ["row"])
    }

    @Test func aFrameOfAnotherSizeWritesEverything() {
        let runs = GridDiff.runs(from: grid(["ab"], width: 2), to: grid(["ab", "cd"], width: 2))
        #expect(runs.map(text) == ["ab", "cd"])
    }
}

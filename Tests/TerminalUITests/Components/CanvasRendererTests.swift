import Browser
import Handwriting
import StrokeDrawings
import Testing
@testable import TerminalUI

/// The pen canvas the Draw screen and a writing review share, alone: where it goes, its frame, and the mouse turned
/// into pen events in canvas units.
@Suite struct CanvasRendererTests {
    /// What a canvas target hands its model.
    private final class Pen {
        var events: [PenEvent] = []
    }

    @Test func the_canvas_is_a_square_of_braille_left_of_a_column_of_at_least_its_minimum() {
        let layout = CanvasLayout(width: 80, height: 23, top: 1)
        #expect(layout.canvas.columns == 2 * layout.canvas.rows, "two braille columns a row: a square in dots")
        #expect(layout.sideColumn == layout.canvasColumn + layout.canvas.columns + 3)
        #expect(layout.sideWidth >= CanvasLayout.minimumSideWidth)
        #expect(layout.canvasRow + layout.canvas.rows < 23 - 1, "the frame's bottom stays above the footer")
    }

    @Test func the_frame_encloses_the_canvas() {
        let layout = CanvasLayout(width: 60, height: 16, top: 1)
        var grid = CellGrid(width: 60, height: 16)
        CanvasRenderer.drawFrame(layout, into: &grid)
        let top = layout.canvasRow - 1
        let bottom = layout.canvasRow + layout.canvas.rows
        let right = layout.canvasColumn + layout.canvas.columns
        #expect(grid[top, layout.canvasColumn - 1].text == "┌" && grid[top, right].text == "┐")
        #expect(grid[bottom, layout.canvasColumn - 1].text == "└" && grid[bottom, right].text == "┘")
        #expect(grid[layout.canvasRow, layout.canvasColumn - 1].text == "│" && grid[top, layout.canvasColumn].style == .muted)
    }

    @Test func the_mouse_reaches_the_model_as_pen_events_in_canvas_units() {
        let layout = CanvasLayout(width: 80, height: 23, top: 1)
        let pen = Pen()
        let target = CanvasRenderer.target(layout, on: pen) { pen, event in pen.events.append(event) }
        let left = Double(layout.canvasColumn)
        let top = Double(layout.canvasRow)
        target.perform(.down, at: MouseEvent(.click, x: left, y: top))
        target.perform(.move, at: MouseEvent(.drag, x: left + Double(layout.canvas.columns) / 2, y: top + Double(layout.canvas.rows) / 4))
        target.perform(.up, at: MouseEvent(.release, x: left + Double(layout.canvas.columns) / 2, y: top + Double(layout.canvas.rows) / 4))
        let half = PenCanvas.side / 2
        let quarter = PenCanvas.side / 4
        #expect(pen.events == [.press(HandwritingPoint(x: 0, y: 0)), .drag(HandwritingPoint(x: half, y: quarter)),
                               .release(HandwritingPoint(x: half, y: quarter))])
    }

    @Test func strokes_in_canvas_units_are_drawn_in_the_pictures_braille() {
        let stroke = (0..<PenCanvas.side).map { HandwritingPoint(x: $0, y: PenCanvas.side / 2) }
        let picture = CanvasRenderer.picture(of: [stroke], character: "一", highlightsLast: false, size: BrailleSize(columns: 8, rows: 4))
        let inked = picture.lines.enumerated().filter { $0.element.contains { $0 != "\u{2800}" && $0 != " " } }.map(\.offset)
        #expect(inked == [1] || inked == [2], "a level line across the middle inks one row of cells")
        #expect(CanvasRenderer.picture(of: [], character: "?", highlightsLast: false, size: BrailleSize(columns: 8, rows: 4))
            .lines.allSatisfy { $0.allSatisfy { $0 == "\u{2800}" || $0 == " " } })
    }
}

@testable import TerminalUI
import Testing

/// SGR mouse reports (`ESC [ < button ; column ; row M|m`) decoded to what the screens use: positions from 1
/// become positions from 0 at any column (X10 stops at 223), a left press is a click, motion with it held a drag,
/// its release a release, the wheel scrolls, and motion without the left button and other buttons are nothing;
/// in pixel mode (1016) the position is divided by the cell's size.
struct SGRMouseReportTests {
    nonisolated static let reports: [(button: Int, final: String, kind: MouseEvent.Kind?)] = [
        (0, "M", .click),
        (0, "m", .release),
        (4 + 16, "M", .click),  // Shift and Ctrl held
        (1, "M", nil), (2, "M", nil),
        (64, "M", .wheelUp), (65, "M", .wheelDown), (66, "M", nil), (67, "M", nil),
        (64 + 8, "M", .wheelUp),  // Meta held
        (32, "M", .drag), (32 + 4, "M", .drag), (35, "M", nil), (33, "M", nil),  // motion with the left button, with none, with the middle
    ]

    @Test(arguments: reports)
    func buttons_decode_to_their_event_at_the_position(button: Int, final: String, kind: MouseEvent.Kind?) throws {
        let report = try #require(SGRMouseReport(parameters: [button, 250, 7], final: final))
        #expect(report.event == kind.map { MouseEvent($0, row: 6, column: 249) })
    }

    @Test func a_click_at_column_250_of_a_260_column_terminal_keeps_its_column() throws {
        let report = try #require(SGRMouseReport(parameters: [0, 250, 1], final: "M"))
        #expect(report.event == MouseEvent(.click, row: 0, column: 249))
        let farthest = try #require(SGRMouseReport(parameters: [0, 65535, 65535], final: "M"))
        #expect(farthest.event == MouseEvent(.click, row: 65534, column: 65534))
    }

    @Test func a_pixel_report_becomes_the_cell_it_falls_in_and_the_place_within_it() throws {
        // 10 × 20-pixel cells: pixel (125, 47) from 1 is 124.5, 46.5 from 0 at its centre, in cell column 12, row 2.
        let report = try #require(SGRMouseReport(parameters: [32, 125, 47], final: "M"))
        let event = try #require(report.event(cellSize: PixelCellSize(width: 10, height: 20)))
        #expect(event.kind == .drag && event.column == 12 && event.row == 2)
        #expect(abs(event.x - 12.45) < 1e-9 && abs(event.y - 2.325) < 1e-9)
    }

    @Test func what_is_not_a_report_is_nil() {
        #expect(SGRMouseReport(parameters: [0, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [0, 1, 1, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [nil, 1, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [0, 0, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [0, 1, 0], final: "m") == nil)
        #expect(SGRMouseReport(parameters: [0, 1, 1], final: "~") == nil)
    }
}

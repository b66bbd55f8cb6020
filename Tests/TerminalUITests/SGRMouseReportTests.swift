@testable import TerminalUI
import Testing

/// SGR mouse reports (`ESC [ < button ; column ; row M|m`) decoded to what the screens use: positions from 1
/// become positions from 0 at any column (X10 stops at 223), a left press is a click, the wheel scrolls, and
/// releases, motion and other buttons are nothing.
struct SGRMouseReportTests {
    nonisolated static let reports: [(button: Int, final: String, kind: MouseEvent.Kind?)] = [
        (0, "M", .click),
        (0, "m", nil),
        (4 + 16, "M", .click),  // Shift and Ctrl held
        (1, "M", nil), (2, "M", nil),
        (64, "M", .wheelUp), (65, "M", .wheelDown), (66, "M", nil), (67, "M", nil),
        (64 + 8, "M", .wheelUp),  // Meta held
        (32, "M", nil), (35, "M", nil),  // motion with the left button, motion with none
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

    @Test func what_is_not_a_report_is_nil() {
        #expect(SGRMouseReport(parameters: [0, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [0, 1, 1, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [nil, 1, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [0, 0, 1], final: "M") == nil)
        #expect(SGRMouseReport(parameters: [0, 1, 0], final: "m") == nil)
        #expect(SGRMouseReport(parameters: [0, 1, 1], final: "~") == nil)
    }
}

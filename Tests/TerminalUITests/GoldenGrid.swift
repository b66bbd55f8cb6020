import Foundation
import KanjiKit
import KanjiScreens
import Testing
@testable import TerminalUI

/// Golden "screen grids": a rendered frame compared line by line with a literal in the test.
enum GoldenGrid {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources").path

    static func browser() -> KanjiBrowser {
        let attribution = try! String(contentsOfFile: resources + "/ATTRIBUTION.md", encoding: .utf8)
        return try! KanjiBrowser(store: KanjiStore(directory: resources), attribution: attribution)
    }

    /// The grid's lines with trailing blanks removed, so goldens stay readable; widths are checked apart.
    static func lines(_ frame: Frame) -> [String] {
        frame.grid.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Compares, and on a mismatch prints the actual grid as a Swift literal to review and paste.
    static func expect(_ frame: Frame, equals expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = lines(frame)
        if actual != expected {
            let literal = actual.map { "            \"\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"," }
            Issue.record("grid differs; actual:\n\(literal.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
        for line in frame.grid.lines {
            #expect(line.displayWidth == frame.grid.width, "every row spans the grid exactly", sourceLocation: sourceLocation)
        }
    }
}

import Foundation
import Testing
@testable import TerminalUI

/// A session drawing into a file (`TerminalSession(offscreen:)`, kanji-bench's issue 46 measure): what ncurses sends
/// for a frame, read back. The first frame sends every cell, wide and combined graphemes whole; the next sends the
/// changed cell and not the rest (our diff is the one diff, and ncurses sends only what it was given that differs).
@Suite struct OffscreenSessionTests {
    private static let size = TerminalSize(rows: 10, columns: 40)

    @Test func a_frame_reaches_the_terminal_whole_and_the_next_only_where_it_changed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try TerminalSession(offscreen: Self.size, output: path)
        defer { session.end() }
        var grid = CellGrid(width: Self.size.columns, height: Self.size.rows)
        _ = grid.put("日本 cafe\u{301}", row: 2, column: 3, style: Style(.bold, color: .accent))
        _ = grid.put("kanji", row: 5, column: 1)
        session.draw(grid)
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        let firstText = String(decoding: first, as: UTF8.self)
        #expect(firstText.contains("日本"), "the wide characters are sent")
        #expect(firstText.contains("cafe\u{301}"), "the combining accent is sent with its letter")
        #expect(firstText.contains("kanji"))

        _ = grid.put("I", row: 5, column: 5)
        session.draw(grid)
        let next = try Data(contentsOf: URL(fileURLWithPath: path)).dropFirst(first.count)
        let nextText = String(decoding: next, as: UTF8.self)
        #expect(nextText.contains("I"), "the changed cell is sent")
        #expect(!nextText.contains("日本") && !nextText.contains("kanj"), "the cells that did not change are not: \(nextText.debugDescription)")
    }

    @Test func an_unwritable_output_is_said_with_its_path() {
        #expect(throws: OffscreenOutputUnwritable.self) {
            _ = try TerminalSession(offscreen: Self.size, output: "/nonexistent-directory/frame")
        }
    }
}

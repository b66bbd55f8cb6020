import Foundation
import Testing

/// Without a terminal the browser cannot run: it says so, points at the plain commands, and exits 2
/// (the platform facts, docs/platform.md item 7: otherwise ncurses would exit or spin on ERR).
@Suite struct NotATerminalTests {
    @Test func stdin_from_dev_null_exits_2_pointing_at_show() throws {
        let outcome = try Spawn.runCapturing(KanjiTUIBinary.browserCommand)
        #expect(outcome.termination == .exited(2))
        #expect(outcome.output.contains("kanji-tui show"), "the message points at the plain output:\n\(outcome.output)")
        #expect(!outcome.output.contains("\u{1B}["), "no terminal control sequences were written")
    }
}

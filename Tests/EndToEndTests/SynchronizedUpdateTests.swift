import Foundation
import Testing

/// Every frame goes out between the markers of a synchronized update (DEC mode 2026), so a terminal that
/// knows them never shows half a frame, however many writes ncurses splits it into.
@Suite struct SynchronizedUpdateTests {
    @Test func the_first_frame_is_written_between_begin_and_end_markers() throws {
        let command = (KanjiTUIBinary.browserCommand + ["--exit-after-first-frame"]).map(\.shellQuoted).joined(separator: " ")
        // script(1) gives the browser a pseudo-terminal and copies everything it writes, escapes included.
        let outcome = try Spawn.runCapturing(["script", "-qfec", command, "/dev/null"])
        #expect(outcome.termination == .exited(0), "\(outcome.output)")

        let begin = try #require(outcome.output.range(of: "\u{1B}[?2026h"), "no begin marker")
        let end = try #require(outcome.output.range(of: "\u{1B}[?2026l", range: begin.upperBound..<outcome.output.endIndex),
                               "no end marker after the begin marker")
        let frame = outcome.output[begin.upperBound..<end.lowerBound]
        #expect(frame.contains("1/10361"), "the header is inside the update")
        #expect(frame.contains("q quit"), "the footer, drawn last, is inside it too")
    }
}

import Foundation
import Testing

/// Every frame goes out between the markers of a synchronized update (DEC mode 2026), so a terminal that
/// knows them never shows half a frame, however many writes ncurses splits it into.
@Suite struct SynchronizedUpdateTests {
    @Test func the_first_frame_is_written_between_begin_and_end_markers() throws {
        try KanjiTUIBinary.checkBuilt()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-sync-\(getpid())-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: output) }

        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment["TERM"] = "xterm-256color"
        let command = (KanjiTUIBinary.browserCommand + ["--exit-after-first-frame"])
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            .joined(separator: " ")
        // script(1) gives the browser a pseudo-terminal and copies everything it writes, escapes included.
        let outcome = try Spawn.run(["script", "-qfec", command, "/dev/null"], environment: environment, outputFile: output)
        #expect(outcome.termination == .exited(0), "\(outcome.output)")

        let begin = try #require(outcome.output.range(of: "\u{1B}[?2026h"), "no begin marker")
        let end = try #require(outcome.output.range(of: "\u{1B}[?2026l", range: begin.upperBound..<outcome.output.endIndex),
                               "no end marker after the begin marker")
        let frame = outcome.output[begin.upperBound..<end.lowerBound]
        #expect(frame.contains("1/10361"), "the header is inside the update")
        #expect(frame.contains("q quit"), "the footer, drawn last, is inside it too")
    }
}

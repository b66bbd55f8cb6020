import Glibc
import Testing

/// Killed from outside, the browser still gives the terminal back in a usable state (the platform facts, docs/platform.md item 6:
/// ncurses alone restores it on SIGTERM but not on SIGHUP; the C signal guard covers both).
@Suite struct SignalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let signal: Int32
        let name: String
        /// What the shell reports for death by this signal: 128 + its number.
        var expectedStatus: Int { 128 + Int(signal) }
        var testDescription: String { name }
    }

    @Test(arguments: [Case(signal: SIGTERM, name: "SIGTERM"), Case(signal: SIGHUP, name: "SIGHUP")])
    func a_killed_browser_leaves_a_sane_terminal(_ kill: Case) async throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") {
            $0.breadcrumb == "Kanji" && $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        // Otherwise the check after the kill would prove nothing.
        let running = try session.terminalModes()
        #expect(running.isRaw, "the app runs the terminal raw:\n\(running)")

        try session.kill(kill.signal)
        let report = try await session.waitForExit()
        #expect(report.status == kill.expectedStatus, "died of \(kill.name)")
        #expect(report.modes.isSane, "the terminal is cooked again:\n\(report.modes)")
        #expect(!(try session.capture()).contains("Kanji  On"), "the alternate screen is gone")
    }
}

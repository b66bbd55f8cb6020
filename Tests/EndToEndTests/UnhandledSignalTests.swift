import Glibc
import Testing

/// A signal whose default action ends the process and that nobody handles (SIGPIPE, SIGUSR1, SIGALRM …)
/// still gives the terminal back: cooked, off the alternate screen, mouse reporting off, cursor shown.
@Suite struct UnhandledSignalTests {
    static let signals: [SignalTests.Case] = [
        SignalTests.Case(signal: SIGPIPE, name: "SIGPIPE"),
        SignalTests.Case(signal: SIGUSR1, name: "SIGUSR1"),
        SignalTests.Case(signal: SIGUSR2, name: "SIGUSR2"),
        SignalTests.Case(signal: SIGALRM, name: "SIGALRM"),
        SignalTests.Case(signal: SIGVTALRM, name: "SIGVTALRM"),
        SignalTests.Case(signal: SIGXCPU, name: "SIGXCPU"),
        SignalTests.Case(signal: __libc_current_sigrtmin() + 3, name: "SIGRTMIN+3"),
    ]

    @Test(arguments: signals)
    func the_terminal_is_restored_before_the_signal_ends_the_browser(_ kill: SignalTests.Case) async throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        // Otherwise the checks after the kill would prove nothing.
        let running = try session.paneState()
        #expect(running.alternateScreen && running.mouseReporting && !running.cursorVisible, "while running: \(running)")

        try session.kill(kill.signal)
        let report = try await session.waitForExit()
        #expect(report.status == kill.expectedStatus, "died of \(kill.name)")
        #expect(report.modes.isSane, "the terminal is cooked again:\n\(report.modes)")
        let after = try session.paneState()
        #expect(after.isNormal, "after \(kill.name): \(after)")
    }
}

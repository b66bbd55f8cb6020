import Glibc
import Testing

/// A crash prints Swift's report on the restored terminal and ends the process at once: the backtracer's
/// interactive prompt ("Press space to interact …", 30 s) must neither hold the process nor eat the next key.
/// Run with `SWIFT_BACKTRACE` unset, as from a user's shell, where that prompt is on by default.
@Suite struct CrashReportTests {
    @Test(arguments: [SignalTests.Case(signal: SIGSEGV, name: "SIGSEGV"), SignalTests.Case(signal: SIGABRT, name: "SIGABRT")])
    func a_crash_reports_and_exits_promptly_with_the_terminal_restored(_ crash: SignalTests.Case) async throws {
        let session = try TmuxSession(columns: 100, rows: 30, backtraceSettings: nil)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        try session.kill(crash.signal)
        // Well under the prompt's 30 s: the report itself takes about half a second here.
        let report = try await session.waitForExit(timeout: .seconds(20))
        #expect(report.status == crash.expectedStatus, "died of \(crash.name)")
        #expect(report.modes.isSane, "the terminal is cooked again:\n\(report.modes)")
        let after = try session.paneState()
        #expect(after.isNormal, "after \(crash.name): \(after)")
        let screen = try session.captureWithHistory()
        #expect(screen.contains("Backtrace took"), "Swift's crash report was printed:\n\(screen)")
    }
}

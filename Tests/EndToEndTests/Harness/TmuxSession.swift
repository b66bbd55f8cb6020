import Foundation
import Testing

/// The browser running in a detached tmux session of its own, driven as a person would: keys in through
/// `send-keys`, screens out through `capture-pane`.
///
/// - Every session has its own tmux server (`tmux -L kanji-e2e-<unique>`, no config file, its socket in a
///   temporary directory of its own), so tests can run in parallel and nothing depends on the user's tmux.
///   `close()` kills the server and removes that directory; call it in a `defer` so a failing test cleans
///   up too.
/// - The pane runs a wrapper script that outlives the app and reports how it ended (`ExitReport`), and that
///   records the app's pid so a test can signal it.
/// - tmux is run through `Spawn` (posix_spawn, no pipes): through `Foundation.Process` it hangs.
/// - Nothing sleeps for a fixed time: `waitFor` polls the screen until what the test expects is there, and
///   fails with the last screen when a deadline passes.
final class TmuxSession {
    static let sessionName = "kanji-e2e"

    let socket: String
    private let directory: URL
    private let outputFile: String
    private let pidFile: String
    private var closed = false

    /// Starts `kanji-tui --data <checkout>/Resources arguments…` in a `columns`×`rows` terminal.
    ///
    /// - Parameter backtraceSettings: `SWIFT_BACKTRACE` for the app; `nil` leaves it unset, as a user's
    ///   shell would (Swift's crash reports are then interactive on a terminal).
    ///   - userData: the user database the app records into; by default a new file in the session's folder, so
    ///     tests never touch the user's own history.
    ///   - term: the app's `TERM`; `tmux-256color` is what tmux itself says, with the X10 mouse key in terminfo.
    ///   - subcommand: a subcommand to run instead of the browser (`read FILE`), before `--data`.
    ///   - environment: more variables for the app (a `PATH` with a fake audio player first, `XDG_CACHE_HOME`).
    ///   - command: a program to run in the pane instead of kanji-tui (a shell pipeline, another tmux's client).
    init(columns: Int = 120, rows: Int = 40, subcommand: [String] = [], arguments: [String] = [],
         backtraceSettings: String? = "interactive=no", userData: String? = nil, term: String = "xterm-256color",
         environment: [String: String] = [:], command: [String]? = nil) throws {
        try KanjiTUIBinary.checkBuilt()
        let unique = "\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        socket = "kanji-e2e-\(unique)"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-\(unique)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        outputFile = directory.appendingPathComponent("tmux-output").path
        pidFile = directory.appendingPathComponent("app.pid").path

        let script = directory.appendingPathComponent("run.sh")
        let userDataPath = userData ?? directory.appendingPathComponent("user.sqlite").path
        try Self.wrapperScript(command: command ?? (KanjiTUIBinary.command(subcommand) + arguments), pidFile: pidFile,
                               backtraceSettings: backtraceSettings, userData: userDataPath, term: term, environment: environment)
            .write(to: script, atomically: true, encoding: .utf8)
        do {
            try tmux(["new-session", "-d", "-s", Self.sessionName, "-x", "\(columns)", "-y", "\(rows)",
                      "/bin/sh", script.path])
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// The pane's program: the app (its pid written first, by the shell that then becomes it), then the
    /// report of its exit status and of the terminal's modes, then an idle wait so the pane stays readable.
    private static func wrapperScript(command: [String], pidFile: String, backtraceSettings: String?, userData: String,
                                      term: String, environment: [String: String]) -> String {
        let backtrace = backtraceSettings.map { "export SWIFT_BACKTRACE=\($0.shellQuoted)" } ?? "unset SWIFT_BACKTRACE"
        let more = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\($0.value.shellQuoted)\n" }.joined()
        return """
        #!/bin/sh
        export TERM=\(term.shellQuoted) LANG=C.UTF-8 KANJI_TUI_USER_DATA=\(userData.shellQuoted)
        \(more)\(backtrace)
        sh -c 'echo $$ > "$0"; exec "$@"' \(pidFile.shellQuoted) \(command.map(\.shellQuoted).joined(separator: " "))
        echo "\(ExitReport.statusPrefix)$?"
        stty -a
        echo \(ExitReport.endMarker)
        exec sleep 600

        """
    }

    // MARK: Driving

    /// Presses keys: tmux key names (`Enter`, `BSpace`, `Escape`, `Left`, `NPage`, `C-c`) or single characters.
    func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    func sendKeys(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", Self.sessionName] + keys)
    }

    /// Types `text` literally (no key-name lookup).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", Self.sessionName, "-l", text])
    }

    /// Resizes the terminal, as a user dragging the window would; the app gets SIGWINCH.
    /// (`resize-window` also switches the window to `window-size manual`, so the size sticks.)
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", Self.sessionName, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The app's own process id (not the wrapper shell's or tmux's).
    func appPID() throws -> pid_t {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
              let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw EndToEndFailure("no pid of the app in \(pidFile)")
        }
        return pid
    }

    /// Sends `signal` to the app itself (not the wrapper shell or tmux).
    func kill(_ signal: Int32) throws {
        let pid = try appPID()
        guard Glibc.kill(pid, signal) == 0 else {
            throw EndToEndFailure("kill(\(pid), \(signal)): \(String(cString: strerror(errno)))")
        }
    }

    // MARK: Looking

    /// The visible screen now.
    func capture() throws -> Screen {
        Screen(capturedWithEscapes: try tmux(["capture-pane", "-p", "-e", "-t", Self.sessionName]))
    }

    /// The screen including what scrolled off its top (for the wrapper's report on a small terminal).
    func captureWithHistory() throws -> Screen {
        Screen(capturedWithEscapes: try tmux(["capture-pane", "-p", "-e", "-S", "-", "-t", Self.sessionName]))
    }

    /// The terminal's modes while the app runs, read from outside with `stty -F <pane tty>`.
    func terminalModes() throws -> TerminalModes {
        let tty = try tmux(["display-message", "-p", "-t", Self.sessionName, "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let outcome = try Spawn.run(["stty", "-a", "-F", tty], outputFile: outputFile)
        guard outcome.termination == .exited(0) else {
            throw EndToEndFailure("stty -a -F \(tty): \(outcome.termination)\n\(outcome.output)")
        }
        return TerminalModes(sttyOutput: outcome.output)
    }

    /// Polls the screen (every 20 ms) until `predicate` holds and returns that screen; after `timeout` the
    /// test fails at the caller's line with `what` and the last screen captured.
    ///
    /// The screen must also have settled (two captures in a row alike): the app's output for one frame can
    /// reach tmux in several writes, and a capture between them would be half of the old frame and half of
    /// the new — which the predicate may accept while the test's further checks of the frame would fail.
    @discardableResult
    func waitFor(_ what: String,
                 timeout: Duration = .seconds(30),
                 sourceLocation: SourceLocation = #_sourceLocation,
                 until predicate: (Screen) -> Bool) async throws -> Screen {
        var previous: Screen?
        return try await poll(what, timeout: timeout, sourceLocation: sourceLocation, capture: capture) { screen in
            defer { previous = screen }
            return predicate(screen) && screen == previous ? screen : nil
        }
    }

    /// Waits for the app to end and the wrapper to report on it.
    func waitForExit(timeout: Duration = .seconds(30),
                     sourceLocation: SourceLocation = #_sourceLocation) async throws -> ExitReport {
        try await poll("the app to exit and the wrapper's EXIT:/stty report", timeout: timeout,
                       sourceLocation: sourceLocation, capture: captureWithHistory, extract: ExitReport.init)
    }

    /// Captures until `extract` finds what it looks for; at the deadline, fails with the last screen.
    private func poll<Found>(_ what: String,
                             timeout: Duration,
                             sourceLocation: SourceLocation,
                             capture: () throws -> Screen,
                             extract: (Screen) -> Found?) async throws -> Found {
        let deadline = ContinuousClock.now + timeout
        // On a loaded machine one capture can take most of the timeout; two captures after the deadline
        // give a screen that did appear the settled pair `waitFor` needs before the test is failed.
        var capturesAfterDeadline = 0
        while true {
            let screen = try capture()
            if let found = extract(screen) { return found }
            if ContinuousClock.now >= deadline { capturesAfterDeadline += 1 }
            if capturesAfterDeadline >= 2 {
                let expectedScreenAppeared = false
                try #require(expectedScreenAppeared,
                             "timed out after \(timeout) waiting for \(what); last screen:\n\(screen)",
                             sourceLocation: sourceLocation)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    // MARK: Cleaning up

    /// Kills the tmux server (and so the app and the wrapper) and removes the session's files. Idempotent.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The command that attaches a client to this session's server, run in another terminal (another session's pane):
    /// what a popup (`display-popup`) needs, as it is drawn on a client.
    var attachCommand: [String] {
        ["env", "-u", "TMUX", "TMUX_TMPDIR=\(directory.path)", "tmux", "-L", socket, "-f", "/dev/null", "attach", "-t", Self.sessionName]
    }

    /// Runs one tmux client command against this session's server and returns its output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil  // not nested in whatever tmux runs the tests
        environment["TMUX_PANE"] = nil
        // The server's socket goes in this session's directory, which `close()` removes: tmux leaves its
        // socket file behind when the server is killed.
        environment["TMUX_TMPDIR"] = directory.path
        let outcome = try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments,
                                    environment: environment, outputFile: outputFile)
        guard outcome.termination == .exited(0) else {
            throw EndToEndFailure("tmux \(arguments.joined(separator: " ")): \(outcome.termination)\n\(outcome.output)")
        }
        return outcome.output
    }
}

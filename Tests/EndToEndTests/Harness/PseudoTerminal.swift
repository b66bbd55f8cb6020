import Foundation

/// The browser on a pseudo-terminal of the test's own, the test playing the terminal: it writes the
/// bytes a terminal would send (keys, mouse reports, answers to questions), reads every byte the app
/// writes, resizes the window, and can hang up by closing its side.
///
/// Unlike tmux, nothing stands between the test and the app: the bytes are the app's own, their timing
/// is the test's (a key and a resize in the same microsecond), and so is the end of the line. The app
/// runs in a session of its own with the pty as its controlling terminal, so resizes send it SIGWINCH
/// and closing the pty hangs it up, as with a real terminal.
final class PseudoTerminal {
    let pid: pid_t
    /// Everything the app has written so far.
    private(set) var output: [UInt8] = []
    /// What to answer when the app asks the terminal something (e.g. DA1, `ESC [ c`), answered once each.
    private var answers: [(question: [UInt8], answer: [UInt8])]
    private var answeredUpTo = 0
    private var master: Int32
    /// The app's side, opened only to count the input it has not read yet (`waitForBacklog`).
    private let terminalPath: String
    private var terminalSide: Int32 = -1
    private var termination: Spawn.Termination?
    /// A folder of this terminal's own for the app's user database, removed with the terminal: the keys a test
    /// sends (the fuzz's `a`, `R` and grades among them) must never reach the user's own file, and two tests at
    /// once must not wait on each other's writes.
    private let userDataDirectory: URL

    /// Starts `command` (looked up in `PATH`) on a new `columns`×`rows` pty.
    ///
    /// - Parameters:
    ///   - environment: the app's environment; `KANJI_TUI_USER_DATA` is set to a file of this terminal's own
    ///     unless it is given.
    ///   - answers: questions the app may write and this terminal's answer to each.
    init(_ command: [String], columns: Int, rows: Int,
         environment: [String: String], answers: [(question: String, answer: String)] = []) throws {
        self.answers = answers.map { (Array($0.question.utf8), Array($0.answer.utf8)) }
        userDataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-pty-\(UUID().uuidString.prefix(8))")
        var environment = environment
        if environment["KANJI_TUI_USER_DATA"] == nil {
            environment["KANJI_TUI_USER_DATA"] = userDataDirectory.appendingPathComponent("user.sqlite").path
        }
        master = Self.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw EndToEndFailure("posix_openpt: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 128)
        guard Self.unlockpt(master) == 0, Self.ptsname(master, &name, name.count) == 0 else {
            close(master)
            throw EndToEndFailure("cannot unlock the pty: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        terminalPath = String(cString: name)
        do {
            pid = try Self.spawn(command, terminal: terminalPath, environment: environment)
        } catch {
            close(master)
            throw error
        }
        resize(columns: columns, rows: rows)
    }

    deinit {
        if termination == nil {
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        if master >= 0 { close(master) }
        if terminalSide >= 0 { close(terminalSide) }
        try? FileManager.default.removeItem(at: userDataDirectory)
    }

    /// The environment the browser gets in these tests: the runner's, with `TERM` (`xterm-256color`
    /// unless given), a UTF-8 locale and Swift's crash reports non-interactive.
    static func environment(term: String = "xterm-256color") -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = term
        environment["LANG"] = "C.UTF-8"
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        return environment
    }

    // MARK: Being the terminal

    /// Sends `bytes` as typed; waits while the app's input queue is full (reading its output meanwhile),
    /// and throws if it stays full for `timeout`: the app has stopped reading.
    func send(_ bytes: [UInt8], timeout: Duration = .seconds(10)) throws {
        var rest = bytes[...]
        let deadline = ContinuousClock.now + timeout
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                rest = rest.dropFirst(written)
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EINTR else {
                throw EndToEndFailure("writing to the pty: \(String(cString: strerror(errno)))")
            }
            guard isRunning else {
                throw EndToEndFailure("the app ended (\(termination.map(String.init(describing:)) ?? "?")); its output's end:\n\(tail)")
            }
            guard ContinuousClock.now < deadline else {
                throw EndToEndFailure("the app read none of its input for \(timeout) (\(processState)); its output's end:\n\(tail)")
            }
            try readOutput(waitingUpTo: .milliseconds(5))
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Writes what the pty takes of `bytes` now, without waiting or failing (the app may have ended).
    /// - Returns: how many bytes it took.
    func trySend(_ bytes: [UInt8]) -> Int {
        guard master >= 0 else { return 0 }
        return max(bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }, 0)
    }

    /// Waits until the app has at most `bytes` of its input left to read, reading its output meanwhile, so
    /// that a fast writer does not pile up minutes of work; throws if the backlog does not shrink for
    /// `timeout` (the app has stopped reading: hung, or busy for ever).
    /// - Returns: the longest the app read none of its input while this waited: how long its slowest key took.
    @discardableResult
    func waitForBacklog(atMost bytes: Int, timeout: Duration = .seconds(10)) throws -> Duration {
        if terminalSide < 0 { terminalSide = open(terminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC) }
        var backlog: Int32 = 0
        var lastProgress = ContinuousClock.now
        var longestStall: Duration = .zero
        var smallest = Int32.max
        while ioctl(terminalSide, UInt(FIONREAD), &backlog) == 0, backlog > bytes {
            if backlog < smallest {
                smallest = backlog
                longestStall = max(longestStall, ContinuousClock.now - lastProgress)
                lastProgress = ContinuousClock.now
            }
            guard isRunning else {
                throw EndToEndFailure("the app ended (\(termination.map(String.init(describing:)) ?? "?")); its output's end:\n\(tail)")
            }
            guard ContinuousClock.now - lastProgress < timeout else {
                throw EndToEndFailure("the app read none of its \(backlog) bytes of input for \(timeout) (\(processState)); its output's end:\n\(tail)")
            }
            try readOutput(waitingUpTo: .milliseconds(1))
        }
        return max(longestStall, ContinuousClock.now - lastProgress)
    }

    /// Sets the window size; the kernel sends the app SIGWINCH.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Closes the terminal's side, as a closed window or a dropped ssh connection does.
    func hangUp() {
        close(master)
        master = -1
    }

    // MARK: Watching the app

    /// Reads what the app wrote, waiting up to `wait` for the first byte, and answers its questions.
    func readOutput(waitingUpTo wait: Duration = .zero) throws {
        guard master >= 0 else { return }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let (seconds, attoseconds) = wait.components
        _ = poll(&descriptor, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { break }  // EAGAIN: all read; EIO: the app closed its side
            output += buffer[..<count]
        }
        try answerQuestions()
    }

    /// Waits until the output (since `offset`) contains `text`; fails with the output's tail after `timeout`.
    func waitForOutput(containing text: String, after offset: Int = 0, timeout: Duration = .seconds(30)) throws {
        let wanted = Array(text.utf8)
        let deadline = ContinuousClock.now + timeout
        while !output[min(offset, output.count)...].contains(wanted) {
            guard ContinuousClock.now < deadline, isRunning else {
                throw EndToEndFailure("no \(text.debugDescription) in the output within \(timeout); its end:\n\(tail)")
            }
            try readOutput(waitingUpTo: .milliseconds(20))
        }
    }

    /// Waits until the app has written something after `offset` (a frame answering a key) and then
    /// nothing more for `quiet`, so the frame is whole.
    func waitForOutput(after offset: Int, quiet: Duration = .milliseconds(150), timeout: Duration = .seconds(30)) throws {
        let deadline = ContinuousClock.now + timeout
        var lastGrowth = ContinuousClock.now
        var count = output.count
        while output.count <= offset || ContinuousClock.now - lastGrowth < quiet {
            guard ContinuousClock.now < deadline, isRunning else {
                throw EndToEndFailure("no output after byte \(offset) within \(timeout); its end:\n\(tail)")
            }
            try readOutput(waitingUpTo: .milliseconds(20))
            if output.count != count {
                count = output.count
                lastGrowth = ContinuousClock.now
            }
        }
    }

    /// Waits for the app to end, reading its output meanwhile; nil if it still runs after `timeout`.
    func waitForExit(timeout: Duration) throws -> Spawn.Termination? {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            guard ContinuousClock.now < deadline else { return nil }
            try readOutput(waitingUpTo: .milliseconds(10))
        }
        try readOutput()  // what it wrote last
        return termination
    }

    /// Whether the app still runs (reaping it if it ended).
    var isRunning: Bool {
        guard termination == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        let signal = status & 0x7f  // WIFSIGNALED / WTERMSIG are macros Swift cannot import
        termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        return false
    }

    /// Whether the line discipline is in a full-screen program's raw mode (no line editing): false once the
    /// app has given the terminal back, as it does first when it quits. Linux answers `tcgetattr` on the master
    /// side with the pair's settings.
    var isRaw: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) == 0
    }

    /// The app's resident set from /proc, in kilobytes.
    func residentKilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ")[1]) else {
            throw EndToEndFailure("no VmRSS in /proc/\(pid)/status")
        }
        return kilobytes
    }

    /// Forgets the output read so far (a long run would keep megabytes of frames).
    func discardOutput() {
        output.removeAll(keepingCapacity: true)
        answeredUpTo = 0
    }

    /// The app's scheduling state and CPU time (from /proc), to tell a busy loop from a blocked wait.
    var processState: String {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let channel = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "?"
        guard fields.count > 13 else { return "no /proc/\(pid)/stat" }
        let syscall = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8))?.split(separator: " ").first ?? "?"
        let stack = (try? String(contentsOfFile: "/proc/\(pid)/stack", encoding: .utf8)) ?? "?"
        return "state \(fields[0]), waiting in \(channel) (system call \(syscall)) \(stack), user ticks \(fields[11]), system ticks \(fields[12])"
    }

    /// The last 2,000 bytes of output, escapes made visible: for failure messages.
    var tail: String {
        String(decoding: output.suffix(2000), as: UTF8.self).debugDescription
    }

    private func answerQuestions() throws {
        guard !answers.isEmpty else { return }
        let unseen = output[max(0, answeredUpTo - 16)...]
        answeredUpTo = output.count
        // In the order given, as a terminal answers questions in the order they came.
        let asked = answers.filter { unseen.contains($0.question) }
        answers.removeAll { entry in asked.contains { $0.question == entry.question } }
        for entry in asked { try send(entry.answer) }
    }

    // MARK: Starting

    /// `posix_spawn` into a new session (glibc's POSIX_SPAWN_SETSID, 0x80, which Swift does not import)
    /// whose first open of the pty makes it the controlling terminal, as stdin, stdout and stderr.
    private static func spawn(_ command: [String], terminal: String, environment: [String: String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Above all the pty's master: a child holding it would keep the terminal from ever hanging up.
        Spawn.closeDescriptorsAboveStandardError(in: &actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        let newSession: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | newSession))

        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let error = posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw EndToEndFailure("cannot start \(command[0]): \(String(cString: strerror(error)))")
        }
        return pid
    }

    // glibc's pty functions, hidden from Swift (they need _XOPEN_SOURCE), found with dlsym.
    private static let openpt = unsafeBitCast(dlsym(nil, "posix_openpt"), to: (@convention(c) (Int32) -> Int32).self)
    private static let unlockpt = unsafeBitCast(dlsym(nil, "unlockpt"), to: (@convention(c) (Int32) -> Int32).self)
    private static let ptsname = unsafeBitCast(
        dlsym(nil, "ptsname_r"), to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
}

private extension ArraySlice<UInt8> {
    func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, count >= needle.count else { return needle.isEmpty }
        return indices.dropLast(needle.count - 1).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

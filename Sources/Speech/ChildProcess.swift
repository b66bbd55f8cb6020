import Glibc

/// A program run beside kanji-tui with `posix_spawn`: its standard input, output and error never the terminal's
/// (the screen stays the app's), its error kept in memory for the message, and a deadline after which it is killed,
/// so no synthesizer or player can hang the app or a command.
///
/// A started process is waited for with ``wait(until:)``; ``stop()`` kills it early (a new word asked for while the
/// last one plays).
public final class ChildProcess: @unchecked Sendable {
    /// How a run ended.
    public enum Ending: Sendable, Hashable {
        /// Exited with this status.
        case exited(Int32)
        /// Killed by a signal (``stop()`` or the deadline).
        case signalled(Int32)
        /// Still running at the deadline: killed, then reaped.
        case timedOut
    }

    public let program: String
    private let pid: pid_t
    /// An unlinked temporary file holding what the program wrote to standard error (a file, not a pipe: a chatty
    /// program never blocks on a full pipe no one reads).
    private let errorFile: Int32
    private let lock = Mutex()
    private var reaped = false
    /// How it ended, once reaped.
    private var ending: Ending?

    /// Starts `executable` with `arguments`, standard input from `/dev/null` or `inputPath`, standard output to
    /// `/dev/null`, standard error to memory.
    /// - Throws: the `errno` of a failed start, as text.
    public init(executable: String, arguments: [String], inputPath: String? = nil) throws(SpawnFailure) {
        program = String(executable.split(separator: "/").last ?? Substring(executable))
        errorFile = try Self.unlinkedTemporaryFile()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a Ctrl-C in the terminal reaches the app, which decides, not the player.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            close(errorFile)
            throw SpawnFailure(reason: String(cString: strerror(status)))
        }
        pid = child
    }

    deinit {
        stop()
        _ = lock.locked { reapIfNeeded(blocking: true) }
        close(errorFile)
    }

    /// Waits until the program ends or `deadline` passes (then kills it). Polls every 2 ms: a short wait added to
    /// a run, and no thread or signal handler of its own.
    public func wait(until deadline: ContinuousClock.Instant) -> Ending {
        while true {
            if let ending = lock.locked({ reapIfNeeded(blocking: false) }) { return ending }
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                _ = lock.locked { reapIfNeeded(blocking: true) }
                return .timedOut
            }
            usleep(2_000)
        }
    }

    /// Kills the program if it still runs.
    public func stop() {
        lock.locked { if !reaped { kill(pid, SIGKILL) } }
    }

    /// The first line the program wrote to standard error, trimmed; nil when it wrote nothing.
    public var firstErrorLine: String? {
        var bytes = [UInt8](repeating: 0, count: 512)
        let count = pread(errorFile, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.first { !$0.isEmpty }
    }

    /// A file in `$TMPDIR` (else /tmp), unlinked at once: it goes when closed.
    private static func unlinkedTemporaryFile() throws(SpawnFailure) -> Int32 {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/kanji-tui-stderr.XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw SpawnFailure(reason: String(cString: strerror(errno))) }
        unlink(template)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // not inherited by the next child (mkostemp is not imported)
        return descriptor
    }

    /// Reaps the child if it has ended (or waits for it when `blocking`); must hold the lock.
    private func reapIfNeeded(blocking: Bool) -> Ending? {
        if reaped { return ending }
        var status: Int32 = 0
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        guard result == pid else { return nil }
        reaped = true
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        return ending
    }
}

/// Why a program could not be started.
public struct SpawnFailure: Error, Sendable {
    public let reason: String
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

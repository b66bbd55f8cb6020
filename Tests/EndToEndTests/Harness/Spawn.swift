import Foundation

/// Runs a program to completion with `posix_spawn`, stdin from /dev/null and stdout and stderr into a file.
///
/// Not `Foundation.Process`: a tmux server started through it inherits Process's pipes, so reading them
/// never reaches end-of-file and the test hangs (the platform facts, docs/platform.md item 9). Here the child gets no pipe at all,
/// and every descriptor above stderr is closed in it, so a daemon it starts (the tmux server) holds nothing
/// of this process's — not even a pipe another test opened at the same moment.
enum Spawn {
    /// How a child ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "killed by signal \(signal)"
            }
        }
    }

    struct Outcome {
        let termination: Termination
        /// stdout and stderr, interleaved as written.
        let output: String
    }

    /// - Parameters:
    ///   - arguments: the program (looked up in `PATH`) and its arguments.
    ///   - environment: the child's whole environment.
    ///   - outputFile: where stdout and stderr go (truncated first); read back into `Outcome.output`.
    ///   - timeout: a child still running then is killed and this throws, so a wedged tool cannot hang the suite.
    static func run(_ arguments: [String],
                    environment: [String: String] = ProcessInfo.processInfo.environment,
                    outputFile: String,
                    timeout: Duration = .seconds(30)) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        closeDescriptorsAboveStandardError(in: &actions)

        // Default signal handling and an empty mask in the child, whatever the test runner set up.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let error = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw EndToEndFailure("cannot start \(arguments[0]): \(String(cString: strerror(error)))")
        }
        let termination = try wait(for: pid, arguments: arguments, timeout: timeout)
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return Outcome(termination: termination, output: output)
    }

    /// Adds "close every descriptor from 3 up" to `actions`: glibc's `posix_spawn_file_actions_addclosefrom_np`
    /// (not visible to Swift, which lacks `_GNU_SOURCE`, hence `dlsym`), else one close per open descriptor.
    static func closeDescriptorsAboveStandardError(in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, 3) == 0 { return }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Polls `waitpid` (the tools it waits for take milliseconds); kills the child at the deadline.
    private static func wait(for pid: pid_t, arguments: [String], timeout: Duration) throws -> Termination {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR {
                throw EndToEndFailure("waitpid for \(arguments[0]): \(String(cString: strerror(errno)))")
            }
            if ContinuousClock.now >= deadline {
                Glibc.kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw EndToEndFailure("\(arguments.joined(separator: " ")) did not finish within \(timeout)")
            }
            usleep(1_000)
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}

import Glibc

// MARK: - StandardError

/// Progress and errors go to stderr, so stdout carries only the table rows that `tools/bench.sh` pastes.
enum StandardError {
    /// Writes `message` to file descriptor 2 (the C `stderr` global is not usable from Swift 6 code).
    static func write(_ message: String) {
        var bytes = Array(message.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress!, $0.count) }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}

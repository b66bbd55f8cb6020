#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages for people go to stderr so stdout stays clean for scripts.
enum StandardError {
    static func write(_ message: String) {
        var bytes = Array(message.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { return }
            written += count
        }
    }
}

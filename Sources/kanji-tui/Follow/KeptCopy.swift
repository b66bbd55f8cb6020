import Glibc
import KanjiKit

/// A followed text's lines as they came, in a file of the user's data directory (`followed/` beside the database):
/// what the Read tab's list opens again after the session, whatever became of the source (a pipe closed, a file
/// truncated or deleted). Lines are appended with `O_APPEND`, each once; the file is never rewritten or shortened.
final class KeptCopy {
    let path: String
    /// The file, open for appending, until the copy is dropped.
    private let descriptor: Int32

    /// Makes the copy for `source` in `folder` (made when missing), named by the source and the time it began.
    init(folder: String, sourceName: String, startedAt time: time_t) throws(FollowError) {
        // The folder and those above it (a first run has no user data folder yet), as `mkdir -p` makes them.
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            guard mkdir(made, 0o700) == 0 || errno == EEXIST else {
                throw FollowError("cannot make \(TextSanitizer.sanitize(made)) for the followed text: \(String(cString: strerror(errno)))")
            }
        }
        let safeName = sourceName.map { $0 == "/" || $0.isNewline ? "_" : $0 }
        path = "\(folder)/\(String(safeName)) \(Self.stamp(time)).txt"
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FollowError("cannot keep the followed text in \(TextSanitizer.sanitize(path)): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Appends `lines`, each ended by `\n`.
    /// - Throws: the write's failure (a full disk), naming the file; what was written before stays.
    func append(_ lines: [String]) throws(FollowError) {
        var bytes = Array(lines.joined(separator: "\n").utf8)
        bytes.append(0x0A)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw FollowError("cannot write \(TextSanitizer.sanitize(path)): \(String(cString: strerror(errno)))") }
            written += count
        }
    }

    /// "2026-11-29 0412": when following began, in local time, for the file's name and the library's title.
    static func stamp(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }
}

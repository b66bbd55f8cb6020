import Glibc

/// Whole small files read and written with plain system calls: a cached sound, the text given to Open JTalk, the
/// WAV `say` writes. A write goes to a temporary name and is renamed into place, so a reader never sees half a file.
public enum FileBytes {
    /// Why a file operation failed: `strerror` of its `errno` ("No space left on device").
    public struct Failure: Error, Sendable {
        public let reason: String
        init(errno code: Int32) { reason = String(cString: strerror(code)) }
        init(reason: String) { self.reason = reason }
    }

    /// Writes `bytes` to `path` (through `path.<pid>.tmp`, renamed into place); a failed write leaves nothing.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw Failure(errno: code)
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(errno: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(errno: code)
        }
    }

    /// The bytes of `path`, at most `limit` of them (a longer file fails).
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(errno: errno) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { throw Failure(reason: "larger than \(limit >> 20) MB") }
        }
    }
}

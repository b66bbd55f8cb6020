import Glibc

/// Reads a file whole — a data file, a text to read or import, strokes as JSON — or a descriptor to its end (standard
/// input), refusing before the first read what cannot be read as one: a directory, a FIFO, a device, a socket, a file
/// over the caller's limit. The one reader of the data, the reader's texts and the commands' input files, so each
/// caller only words the ``Failure`` for its own message. Files are only ever read.
public enum FileReader {
    /// Why a file could not be read; each caller says it in its own words.
    public enum Failure: Error, Sendable, Equatable {
        /// `open`, `fstat` or `read` failed with this `errno`.
        case system(errno: Int32)
        /// Not a regular file: refused by what it is, before any read.
        case notARegularFile(FileKind)
        /// More bytes than the caller's limit: refused by its size before any read, or at the read that passed it.
        case tooLarge
        /// The file ended before the size `fstat` gave (it was cut while being read).
        case shrank
        /// The caller's check refused the bytes read so far, for this reason.
        case refused(String)
    }

    /// What each read asks for once the size `fstat` gave has been read: one call that finds the end, for most files.
    static let chunkSize = 64 * 1024

    /// The bytes of the file at `path`.
    ///
    /// Opened with `O_NONBLOCK` and checked with `fstat` before any read, so a FIFO is refused rather than waited on.
    /// - Parameters:
    ///   - limit: the most bytes accepted; a larger file is refused by its size, unread.
    ///   - check: called on the bytes read so far with where the new ones start; a reason stops the read there
    ///     (`/dev/zero` on standard input is refused at its first chunk, not at the limit).
    public static func read(_ path: String, limit: Int = .max,
                            check: (_ bytes: [UInt8], _ newFrom: Int) -> String? = { _, _ in nil }) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened (ENXIO): it is named for what it is, like a FIFO, not by the C library's words.
            var status = stat()
            if stat(path, &status) == 0, let kind = FileKind(mode: status.st_mode) { throw .notARegularFile(kind) }
            throw .system(errno: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(errno: errno) }
        if let kind = FileKind(mode: status.st_mode) { throw .notARegularFile(kind) }
        guard status.st_size <= limit else { throw .tooLarge }
        return try read(descriptor: descriptor, size: Int(status.st_size), limit: limit, check: check)
    }

    /// The bytes of `descriptor` (standard input) to its end; `limit` and `check` as for a path.
    public static func read(descriptor: Int32, limit: Int = .max,
                            check: (_ bytes: [UInt8], _ newFrom: Int) -> String? = { _, _ in nil }) throws(Failure) -> [UInt8] {
        try read(descriptor: descriptor, size: 0, limit: limit, check: check)
    }

    /// Reads the `size` bytes `fstat` gave straight into the array (one `read(2)` for a data file, no copy), then to
    /// the end: standard input, a file that grew, or one whose size says nothing (`/proc`).
    private static func read(descriptor: Int32, size: Int, limit: Int,
                             check: (_ bytes: [UInt8], _ newFrom: Int) -> String?) throws(Failure) -> [UInt8] {
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < buffer.count {
                let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? .system(errno: errno) : .shrank
                    return
                }
                initialized += count
            }
        }
        if let failure { throw failure }
        if size > 0, let reason = check(bytes, 0) { throw .refused(reason) }
        let rest = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk -> Failure? in
            while true {
                let count = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .system(errno: errno)
                }
                guard count > 0 else { return nil }
                guard count <= limit - bytes.count else { return .tooLarge }
                let start = bytes.count
                bytes += chunk[..<count]
                if let reason = check(bytes, start) { return .refused(reason) }
            }
        }
        if let rest { throw rest }
        return bytes
    }
}

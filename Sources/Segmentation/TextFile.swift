import Glibc

/// Reads a text to segment — a file, or standard input for `-` — as bytes, refusing at once what cannot be a
/// text to read: a directory, a FIFO or device given by name, anything over ``limit``. The file is only read.
public enum TextFile {
    /// The most a text may be: a long novel is 1–2 MB; ten of them still open (the whole text is held, and
    /// segmented around what is shown).
    public static let limit = 16 * 1024 * 1024
    public static let limitDescription = "16 MB"

    /// The bytes of `path` (`-`: standard input, read to its end or the limit).
    /// - Throws: ``SegmentationError`` naming the file and what is wrong with it.
    public static func read(_ path: String) throws(SegmentationError) -> [UInt8] {
        if path == "-" { return try read(descriptor: STDIN_FILENO, name: "standard input") }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path, "cannot be read (\(lastError))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure(path, "is a directory; give a text file (or - for standard input)")
        case S_IFIFO: throw failure(path, "is a FIFO; pipe it to standard input instead (read - < \(path))")
        default: throw failure(path, "is not a regular file (a device or socket); give a text file")
        }
        guard status.st_size <= limit else { throw tooLarge(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot be read (\(lastError))") }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, name: path, expectedSize: Int(status.st_size))
    }

    /// Reads `descriptor` to its end, stopping at ``limit`` (so `/dev/zero` on standard input costs one chunk
    /// past the limit, not all memory).
    /// - Parameter expectedSize: the file's size when known, reserved at once rather than grown into.
    public static func read(descriptor: Int32, name: String, expectedSize: Int = 0) throws(SegmentationError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expectedSize, limit))
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(name, "cannot be read (\(lastError))")
            }
            guard count > 0 else { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge(name) }
            let offset = bytes.count
            bytes += chunk[..<count]
            // A NUL outside UTF-16 ends the reading there: `read - < /dev/zero` is refused after one chunk, not
            // after the limit's 16 MB (the decoding would refuse it all the same).
            if !TextDecoder.startsAsUTF16(bytes), let nul = TextDecoder.firstNUL(bytes, from: offset) {
                throw failure(name, "not a text file (a NUL byte at offset \(nul))")
            }
        }
    }

    /// Reads and decodes `path` (see ``TextDecoder``), naming the file in any message.
    public static func text(at path: String) throws(SegmentationError) -> TextDecoder.Decoded {
        let bytes = try read(path)
        do {
            return try TextDecoder.decode(bytes)
        } catch {
            throw failure(path == "-" ? "standard input" : path, error.message)
        }
    }

    private static func tooLarge(_ name: String) -> SegmentationError {
        failure(name, "is larger than the \(limitDescription) a text may be; read it in parts")
    }

    private static func failure(_ name: String, _ problem: String) -> SegmentationError {
        SegmentationError(message: "\(name): \(problem)")
    }

    private static var lastError: String { String(cString: strerror(errno)).lowercased() }
}

import Glibc
import KanjiKit

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
        do {
            return try FileReader.read(path, limit: limit, check: refuseNUL)
        } catch {
            throw failure(path, problem(error, path: path))
        }
    }

    /// Reads `descriptor` to its end, stopping at ``limit`` (so `/dev/zero` on standard input costs one chunk
    /// past the limit, not all memory).
    public static func read(descriptor: Int32, name: String) throws(SegmentationError) -> [UInt8] {
        do {
            return try FileReader.read(descriptor: descriptor, limit: limit, check: refuseNUL)
        } catch {
            throw failure(name, problem(error, path: name))
        }
    }

    /// A NUL outside UTF-16 ends the reading there: `read - < /dev/zero` is refused after one chunk, not after the
    /// limit's 16 MB (the decoding would refuse it all the same).
    private static func refuseNUL(_ bytes: [UInt8], from start: Int) -> String? {
        guard !TextDecoder.startsAsUTF16(bytes), let nul = TextDecoder.firstNUL(bytes, from: start) else { return nil }
        return "not a text file (a NUL byte at offset \(nul))"
    }

    /// Why the text at `path` cannot be read, as the reader says it: what to give instead of a directory or a FIFO.
    private static func problem(_ failure: FileReader.Failure, path: String) -> String {
        switch failure {
        case .system(let code): "cannot be read (\(String(cString: strerror(code)).lowercased()))"
        case .notARegularFile(.directory): "is a directory; give a text file (or - for standard input)"
        case .notARegularFile(.fifo): "is a FIFO; pipe it to standard input instead (read - < \(path))"
        case .notARegularFile: "is not a regular file (a device or socket); give a text file"
        case .tooLarge: "is larger than the \(limitDescription) a text may be; read it in parts"
        case .shrank: "was cut while being read; read it again"
        case .refused(let reason): reason
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

    private static func failure(_ name: String, _ problem: String) -> SegmentationError {
        SegmentationError(message: "\(name): \(problem)")
    }
}

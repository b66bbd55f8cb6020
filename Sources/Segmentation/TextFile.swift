import Glibc
import KanjiKit

/// Reads a text to segment — a file, or standard input for `-` — as bytes, refusing at once what cannot be a
/// text to read: a directory, a FIFO or device given by name, anything over ``limit``. The file is only read.
///
/// ``readingText(at:)`` opens any text the reader takes: plain text and subtitles, an HTML page or XHTML file
/// (by name or by its doctype), an EPUB (by name, or by its bytes: a zip).
public enum TextFile {
    /// A text opened to read: its lines, and what its bytes were (an EPUB's chapters are UTF-8 or UTF-16;
    /// its encoding is said as UTF-8, the text libxml2 gives).
    public struct Opened: Sendable {
        public let text: ReadingText
        public let encoding: TextEncoding
        /// The text as the reading library keeps a paste, to be read again by ``ReadingText/reading(_:name:)``:
        /// the decoded file as it was (markup and all, so its ruby readings come back), an EPUB's extracted text.
        public let keptText: String
    }

    /// Opens the text at `path` (`-`: standard input) as the reader and `analyze` read it.
    /// - Throws: ``SegmentationError`` naming the file and what is wrong with it.
    public static func readingText(at path: String) throws(SegmentationError) -> Opened {
        let name = path == "-" ? "standard input" : path
        // An EPUB on disk is read from the file as its chapters are needed: its images are never loaded.
        if path != "-", let head = head(of: path), path.lowercased().hasSuffix(".epub") || EPUBBook.looksLikeZip(head) {
            do {
                return opened(book: try EPUBBook.text(ofFileAt: path))
            } catch {
                throw failure(name, error.message)
            }
        }
        let bytes = try read(path)
        do {
            if EPUBBook.looksLikeZip(bytes) { return opened(book: try EPUBBook.text(of: bytes)) }
            let decoded = try TextDecoder.decode(bytes)
            return Opened(text: try ReadingText.reading(decoded.text, name: path), encoding: decoded.encoding, keptText: decoded.text)
        } catch {
            throw failure(name, error.message)
        }
    }

    private static func opened(book: MarkupText) -> Opened {
        Opened(text: ReadingText(book, format: .epub), encoding: .utf8, keptText: book.text)
    }

    /// The first bytes of the regular file at `path`, to tell a zip by; `nil` for what cannot be opened or is not
    /// a regular file, which ``read(_:)`` then refuses with the reason (a FIFO is not waited on).
    private static func head(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 4)
        let count = Glibc.read(descriptor, &bytes, bytes.count)
        return Array(bytes.prefix(max(count, 0)))
    }

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

    /// A NUL outside UTF-16 and a zip (an EPUB on standard input) ends the reading there: `read - < /dev/zero`
    /// is refused after one chunk, not after the limit's 16 MB (the decoding would refuse it all the same).
    private static func refuseNUL(_ bytes: [UInt8], from start: Int) -> String? {
        guard !TextDecoder.startsAsUTF16(bytes), !EPUBBook.looksLikeZip(bytes),
              let nul = TextDecoder.firstNUL(bytes, from: start) else { return nil }
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

    private static func failure(_ name: String, _ problem: String) -> SegmentationError {
        SegmentationError(message: "\(name): \(problem)")
    }
}

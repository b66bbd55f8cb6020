import ArgumentParser
import Foundation
import Glibc

/// A text file the person gives a command (`study import FILE`, `-` for stdin), read as UTF-8; any problem is
/// one line on stderr naming the file, with exit status 2. The file is only ever read.
///
/// It is read in chunks, each checked as it arrives: the first NUL or byte that is not UTF-8 stops the read
/// (the message gives its offset), and so does the `limit`, so `import - < /dev/zero` or a huge sparse file
/// costs one chunk, not all memory.
enum TextFileInput {
    /// More text than anyone studies from (a novel is ~1 MB); the whole input is held while it is imported.
    static let limit = 16 * 1024 * 1024
    static let limitDescription = "16 MB"
    static let chunkSize = 64 * 1024

    static func read(_ path: String) throws -> String {
        let name = path == "-" ? "stdin" : path
        guard path != "-" else { return try read(descriptor: STDIN_FILENO, name: name) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(name, "cannot be read (\(lastError))") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw failure(name, "not a regular file (a directory, FIFO or device); give a text file, or - for stdin")
        }
        guard status.st_size <= limit else { throw tooLarge(name) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(name, "cannot be read (\(lastError))") }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, name: name)
    }

    /// Reads `descriptor` to its end, or to the first problem; `name` is what the message calls it.
    static func read(descriptor: Int32, name: String) throws -> String {
        var bytes: [UInt8] = []
        var scanner = UTF8TextScanner()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(name, "cannot be read (\(lastError))")
            }
            guard count > 0 else { break }
            guard bytes.count + count <= limit else { throw tooLarge(name) }
            if let problem = scanner.scan(chunk[..<count]) { throw failure(name, describe(problem)) }
            bytes += chunk[..<count]
        }
        if let problem = scanner.finish() { throw failure(name, describe(problem)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func describe(_ problem: UTF8TextScanner.Problem) -> String {
        switch problem {
        case .nul(let offset): "not a text file (a NUL byte at offset \(offset))"
        case .invalidUTF8(let offset): "not UTF-8 text (a byte that is not UTF-8 at offset \(offset))"
        }
    }

    private static func tooLarge(_ name: String) -> ExitCode {
        failure(name, "larger than the \(limitDescription) a text to import may be; import it in parts")
    }

    private static func failure(_ name: String, _ problem: String) -> ExitCode {
        TextOutput.standardError.write("kanji-tui: \(name): \(problem)\n")
        return ExitCode(2)
    }

    private static var lastError: String { String(cString: strerror(errno)).lowercased() }
}

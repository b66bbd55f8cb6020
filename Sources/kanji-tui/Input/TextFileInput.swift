import ArgumentParser
import Glibc
import KanjiKit

/// A text file the person gives a command (`study import FILE`, `-` for stdin), read as UTF-8; any problem is
/// one line on stderr naming the file, with exit status 2. The file is only ever read (``FileReader``).
///
/// Each chunk is checked as it arrives: the first NUL or byte that is not UTF-8 stops the read (the message gives
/// its offset), and so does the `limit`, so `import - < /dev/zero` or a huge sparse file costs one chunk, not all
/// memory.
enum TextFileInput {
    /// How much input a command takes, held whole while it is read.
    struct Limit {
        let bytes: Int
        /// What "larger than …" says when the input passes it.
        let tooLarge: String
    }

    /// More text than anyone studies from (a novel is ~1 MB).
    static let text = Limit(bytes: 16 * 1024 * 1024, tooLarge: "larger than the 16 MB a text to import may be; import it in parts")
    /// kanji-tui's own study export (`study export --json`, a file named `.json`): a backup of years of study holds every
    /// review, about 250 bytes each, so 16 MB would refuse one of some 60,000 reviews; 256 MB is a million.
    static let studyExport = Limit(bytes: 256 * 1024 * 1024,
                                   tooLarge: "larger than the 256 MB a study export may be (a million reviews)")

    static func read(_ path: String, limit: Limit = text) throws -> String {
        let name = path == "-" ? "stdin" : path
        var scanner = UTF8TextScanner()
        let check = { (bytes: [UInt8], start: Int) -> String? in scanner.scan(bytes[start...]).map(describe) }
        let bytes: [UInt8]
        do {
            bytes = path == "-" ? try FileReader.read(descriptor: STDIN_FILENO, limit: limit.bytes, check: check)
                                : try FileReader.read(path, limit: limit.bytes, check: check)
        } catch {
            throw failure(name, problem(error, limit: limit))
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

    private static func problem(_ failure: FileReader.Failure, limit: Limit) -> String {
        switch failure {
        case .system(let code): "cannot be read (\(String(cString: strerror(code)).lowercased()))"
        case .notARegularFile: "not a regular file (a directory, FIFO or device); give a text file, or - for stdin"
        case .tooLarge: limit.tooLarge
        case .shrank: "was cut while being read; give it again"
        case .refused(let reason): reason
        }
    }

    private static func failure(_ name: String, _ problem: String) -> ExitCode {
        TextOutput.standardError.write("kanji-tui: \(name): \(problem)\n")
        return ExitCode(2)
    }
}

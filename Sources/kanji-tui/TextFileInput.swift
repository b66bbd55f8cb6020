import ArgumentParser
import Foundation

/// A text file the person gives a command (`study import FILE`, `-` for stdin), read whole as UTF-8; any
/// problem is one line on stderr naming the file, with exit status 2. The file is only ever read.
enum TextFileInput {
    static func read(_ path: String) throws -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var status = stat()
            guard stat(path, &status) == 0 else { throw failure(path, "cannot be read (\(lastError))") }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw failure(path, "not a regular file (a directory, FIFO or device); give a text file, or - for stdin")
            }
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw failure(path, "cannot be read (\(lastError))")
            }
            data = contents
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw failure(path, "not UTF-8 text")
        }
        guard !text.utf8.contains(0) else { throw failure(path, "not a text file (it holds NUL bytes)") }
        return text
    }

    private static func failure(_ path: String, _ problem: String) -> ExitCode {
        TextOutput.standardError.write("kanji-tui: \(path == "-" ? "stdin" : path): \(problem)\n")
        return ExitCode(2)
    }

    private static var lastError: String { String(cString: strerror(errno)).lowercased() }
}

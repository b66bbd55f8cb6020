import Glibc
import ArgumentParser
import Foundation
import KanjiKit

/// Writes a command's result to `-o FILE` the careful way: an existing file is never overwritten unless the
/// person said `--force`, and never left half-written. The text goes to a temporary file beside the target
/// first; then `link` puts it in place only if the name is still free (atomic: no window in which another
/// program's new file could be clobbered), or, with `--force`, `rename` replaces the old file in one step.
/// Any failure is one line on stderr naming the file, exit status 73 (sysexits' "cannot create").
///
/// `-o -` is standard output, as `-` is standard input wherever a command reads a file: `say 箸 -o - | aplay`. A
/// write there that fails ends as any result on stdout does (``OutputFailure``: status 74, quietly for a closed pipe).
enum OutputFile {
    static let cannotCreate = ExitCode(73)
    /// The name that means standard output.
    static let standardOutputName = "-"

    /// Writes text, through the terminal's sanitizer: an escape sequence in the data never lands in the file.
    static func write(_ text: String, to path: String, force: Bool) throws {
        try put(Array(TextSanitizer.sanitizeKeepingLayout(text).utf8), to: path, force: force)
    }

    /// Writes bytes as they are (a WAV, an Anki package, whose text the caller sanitized field by field); never to a
    /// terminal, where they would be noise that can leave it in a strange state.
    static func write(bytes: [UInt8], to path: String, force: Bool) throws {
        if path == standardOutputName && isatty(STDOUT_FILENO) == 1 {
            throw failure(path, "standard output is a terminal, and this is not text; redirect it to a file (> FILE) or a pipe")
        }
        try put(bytes, to: path, force: force)
    }

    // MARK: Private

    /// Writes `bytes` to standard output for `-`, else to the file at `path` as the type's description says.
    private static func put(_ bytes: [UInt8], to path: String, force: Bool) throws {
        if path == standardOutputName {
            let written = bytes.withUnsafeBytes { buffer in writeAll(STDOUT_FILENO, buffer) }
            guard written else { throw OutputFailure(errorNumber: errno == 0 ? EIO : errno) }
            return
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw failure(path, "not a regular file (a directory, link, FIFO or device); nothing written")
            }
            guard force else { throw failure(path, "already exists; add --force to replace it") }
        }
        let temporary = "\(path).kanji-tui-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot be written (\(lastError))") }
        defer { unlink(temporary) }
        // Every step is checked, close too: a file system may report a write that failed (a full disk, a quota)
        // only at fsync or close.
        var complete = bytes.withUnsafeBytes { buffer in writeAll(descriptor, buffer) } && fsync(descriptor) == 0
        var error = complete ? "" : lastError
        if close(descriptor) != 0 && complete {
            complete = false
            error = lastError
        }
        guard complete else { throw failure(path, "cannot be written (\(error)); nothing written") }
        if force {
            guard rename(temporary, path) == 0 else { throw failure(path, "cannot be replaced (\(lastError))") }
        } else {
            guard link(temporary, path) == 0 else {
                throw failure(path, errno == EEXIST ? "already exists; add --force to replace it" : "cannot be written (\(lastError))")
            }
        }
    }

    /// Writes every byte, retrying short writes and interruptions. - Returns: whether all were written (when not,
    /// `errno` says why, or is 0).
    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < buffer.count {
            let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { errno = 0 }
                return false
            }
            written += count
        }
        return true
    }

    private static func failure(_ path: String, _ problem: String) -> ExitCode {
        TextOutput.standardError.write("kanji-tui: \(path): \(problem)\n")
        return cannotCreate
    }

    private static var lastError: String { String(cString: strerror(errno)).lowercased() }
}

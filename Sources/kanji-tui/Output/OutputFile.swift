import Glibc
import ArgumentParser
import Foundation
import KanjiKit

/// Writes a command's result to `-o FILE` the careful way: an existing file is never overwritten unless the
/// person said `--force`, and never left half-written. The text goes to a temporary file beside the target
/// first; then `link` puts it in place only if the name is still free (atomic: no window in which another
/// program's new file could be clobbered), or, with `--force`, `rename` replaces the old file in one step.
/// Any failure is one line on stderr naming the file, exit status 73 (sysexits' "cannot create").
enum OutputFile {
    static let cannotCreate = ExitCode(73)

    /// Writes text, through the terminal's sanitizer: an escape sequence in the data never lands in the file.
    static func write(_ text: String, to path: String, force: Bool) throws {
        try write(bytes: Array(TextSanitizer.sanitizeKeepingLayout(text).utf8), to: path, force: force)
    }

    /// Writes bytes as they are (an Anki package, whose text the caller sanitized field by field).
    static func write(bytes: [UInt8], to path: String, force: Bool) throws {
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

    /// Writes every byte, retrying short writes and interruptions. - Returns: whether all were written.
    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < buffer.count {
            let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
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

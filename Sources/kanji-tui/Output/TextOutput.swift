@preconcurrency import Glibc
import KanjiKit

/// stdout and stderr: the only way kanji-tui writes text, so every byte of it passes one sanitizer.
///
/// Meanings, glosses, file names and the user's own arguments can all hold escape sequences (a
/// meaning with `ESC ] 0 ;` retitles the terminal, `ESC ] 52 ;` writes the clipboard). Whatever the
/// text, only newline and tab survive of the control characters (see `TextSanitizer`); JSON has its
/// unsafe characters escaped before it gets here, so it passes unchanged.
///
/// A result that cannot be written (a full disk, a closed descriptor) is an error, never a silent success: a
/// write to stdout that fails throws ``OutputFailure``, which ends the command (no later page is worked out)
/// and reaches `KanjiTUI.main`, which says so in one line and exits with status 74 (sysexits' EX_IOERR).
enum TextOutput {
    /// Results, for scripts and pipes: a failed write throws.
    static let standardOutput = Results()
    /// Messages for people, so stdout stays clean for scripts.
    static let standardError = Messages()

    /// The status of a result that could not be written: sysexits' EX_IOERR.
    static let ioError: Int32 = 74

    struct Results: Sendable {
        /// Writes `text`, sanitized, in full.
        /// - Throws: ``OutputFailure`` with `errno` when a write fails (`EPIPE` included, where SIGPIPE is
        ///   ignored; with SIGPIPE's default the kernel ends the process before the write returns).
        func write(_ text: String) throws(OutputFailure) {
            let error = TextOutput.writeAll(text, to: 1)
            if error != 0 { throw OutputFailure(errorNumber: error) }
        }
    }

    struct Messages: Sendable {
        /// Writes `text`, sanitized. A message that cannot be written is dropped: there is nowhere left to say so.
        func write(_ text: String) {
            _ = TextOutput.writeAll(text, to: 2)
        }
    }

    /// Checks what went through stdio's buffered stdout instead (Swift's `print`, a library's message) before the
    /// process exits: flushes it and says whether a write of it failed.
    /// - Returns: the failure, or nil when everything buffered was written.
    static func flushBufferedOutput() -> OutputFailure? {
        errno = 0
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            // ferror alone (an earlier failed flush) leaves no errno: EIO says "an input/output error".
            return OutputFailure(errorNumber: errno == 0 ? EIO : errno)
        }
        return nil
    }

    /// Writes every byte, retrying short writes and interruptions.
    /// - Returns: 0, or the `errno` of the write that failed.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(TextSanitizer.sanitizeKeepingLayout(text).utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            // write(2) returns 0 only for a count of 0; were it to happen, the loop would never end.
            guard count > 0 else { return count == 0 ? EIO : errno }
            written += count
        }
        return 0
    }
}

/// A write to standard output that failed: ends the command with one line on stderr and exit status 74, or
/// quietly when the reader has gone (`EPIPE`: `kanji-tui list | head -1`).
struct OutputFailure: Error, Equatable {
    /// The write's `errno`: `ENOSPC`, `EPIPE`, `EBADF` …
    let errorNumber: Int32

    /// Whether the reader of a pipe closed it: not a failure to report, the reader had what it wanted.
    var isBrokenPipe: Bool { errorNumber == EPIPE }

    /// "kanji-tui: standard output: No space left on device (the output is incomplete)".
    var message: String {
        "kanji-tui: standard output: \(String(cString: strerror(errorNumber))) (the output is incomplete)"
    }
}

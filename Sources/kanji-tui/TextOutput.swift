import Glibc
import KanjiKit

/// stdout and stderr: the only way kanji-tui writes text, so every byte of it passes one sanitizer.
///
/// Meanings, glosses, file names and the user's own arguments can all hold escape sequences (a
/// meaning with `ESC ] 0 ;` retitles the terminal, `ESC ] 52 ;` writes the clipboard). Whatever the
/// text, only newline and tab survive of the control characters (see `TextSanitizer`); JSON has its
/// unsafe characters escaped before it gets here, so it passes unchanged.
enum TextOutput {
    /// Results, for scripts and pipes.
    case standardOutput
    /// Messages for people, so stdout stays clean for scripts.
    case standardError

    func write(_ text: String) {
        var bytes = Array(TextSanitizer.sanitizeKeepingLayout(text).utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    private var descriptor: Int32 {
        switch self {
        case .standardOutput: 1
        case .standardError: 2
        }
    }
}

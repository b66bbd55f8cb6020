import Glibc
import KanjiKit

/// What `kanji-tui read --follow` follows (issue 50): a file that grows, a FIFO, the pipe on standard input, or the
/// clipboard. Decided before the terminal is taken, so a wrong path is one line on standard error.
enum FollowedSource {
    /// A regular file read from its end as it grows (a text hooker's log, `tail -f` of subtitles, a chat log).
    case file(path: String)
    /// A named pipe (`mkfifo`): read while a writer has it open, then opened again for the next writer.
    case fifo(path: String)
    /// The pipe on standard input (`read --follow -`), moved to `descriptor` so the keys can come from the terminal.
    case pipe(descriptor: Int32)
    /// The clipboard, asked through `tool` a few times a second (`--clipboard`).
    case clipboard(ClipboardTool)

    /// The source a path names: a FIFO or a regular file; anything else, or nothing there, is refused naming the path.
    static func named(_ path: String) throws(FollowError) -> FollowedSource {
        var status = stat()
        guard stat(path, &status) == 0 else { throw FollowError("\(TextSanitizer.sanitize(path)): \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFIFO: return .fifo(path: path)
        case S_IFREG: return .file(path: path)
        default:
            throw FollowError("\(TextSanitizer.sanitize(path)) is neither a file nor a FIFO: --follow reads a file that grows, a FIFO or - (a pipe)")
        }
    }

    /// How the header and the library name it: the file's name, "standard input", "the clipboard".
    var name: String {
        switch self {
        case .file(let path), .fifo(let path): TextSanitizer.sanitize(String(path.split(separator: "/").last ?? Substring(path)))
        case .pipe: "standard input"
        case .clipboard: "the clipboard"
        }
    }
}

/// Why a text cannot be followed, in one line naming what is wrong.
struct FollowError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

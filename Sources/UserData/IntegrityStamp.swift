import CExtendedAttributes
import Foundation

/// A note on the database file, kept as an extended attribute (`user.kanji-tui.checked`), that its content
/// passed `PRAGMA quick_check`: its inode, size and modification time, and those of its `-wal`. Opening for
/// writing runs the check only when the note no longer matches the file, because the check reads every page
/// and costs what the file weighs (see `IntegrityCheck`).
///
/// kanji-tui renews the note after each of its own commits, so its writes do not cost a check at the next
/// start; a change made by anything else (another tool, a copy, a restore) leaves it stale. A file system
/// without user attributes keeps no note, and every opening for writing checks the whole file.
struct IntegrityStamp {
    static let attribute = "user.kanji-tui.checked"

    let path: String

    /// Whether the note matches the file as it is now.
    var isCurrent: Bool {
        guard let current = Self.describe(path) else { return false }
        var buffer = [UInt8](repeating: 0, count: 128)
        let length = getxattr(path, Self.attribute, &buffer, buffer.count)
        return length > 0 && Array(buffer.prefix(length)) == Array(current.utf8)
    }

    /// Notes the file as it is now as checked; silently nothing where the file system keeps no attributes.
    func renew() {
        guard let current = Self.describe(path) else { return }
        _ = current.withCString { value in setxattr(path, Self.attribute, value, strlen(value), 0) }
    }

    /// Forgets the note, so the next opening checks the whole file: after damage was met.
    func withdraw() {
        _ = removexattr(path, Self.attribute)
    }

    /// "inode size mtime / size mtime" of the file and its `-wal` (zeros when there is none).
    private static func describe(_ path: String) -> String? {
        var file = stat()
        guard stat(path, &file) == 0 else { return nil }
        var wal = stat()
        if stat(path + "-wal", &wal) != 0 { wal = stat() }
        return "\(file.st_ino) \(file.st_size) \(nanoseconds(file.st_mtim)) / \(wal.st_size) \(nanoseconds(wal.st_mtim))"
    }

    private static func nanoseconds(_ time: timespec) -> Int { time.tv_sec * 1_000_000_000 + time.tv_nsec }
}

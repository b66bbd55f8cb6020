import Foundation
import Glibc

/// The temporary folder an import unpacks a collection into: `kanji-tui-anki-import-<pid>-<uuid>` in TMPDIR, mode 0700.
///
/// Its owner removes it on every way out, a signal included (`AnkiPackageCollection`); only a process killed outright
/// (`kill -9`, the OOM killer, a crash) leaves it, up to 1 GiB. The pid in the name lets the next import find such a
/// folder and remove it: one whose process no longer exists and that is this user's own directory. A live process's
/// folder is never touched, nor one named otherwise (an older kanji-tui's, without a pid: nothing says whether it is
/// still in use).
struct AnkiImportFolder {
    static let prefix = "kanji-tui-anki-import-"

    let url: URL

    /// Makes a new folder in `directory`, after removing the folders of imports that no longer run.
    static func make(in directory: URL = FileManager.default.temporaryDirectory) throws(AnkiReadError) -> AnkiImportFolder {
        removeAbandoned(in: directory)
        let url = directory.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotRead("cannot make a temporary folder: \(error.localizedDescription)")
        }
        return AnkiImportFolder(url: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes every import folder in `directory` whose owner is gone: its process does not exist, and it is a
    /// directory of this user's (not a link, not another user's).
    static func removeAbandoned(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names {
            guard let owner = ownerPID(ofFolderNamed: name), owner != getpid(), !isRunning(owner) else { continue }
            let url = directory.appendingPathComponent(name)
            var status = stat()
            guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// The pid a folder's name carries (`kanji-tui-anki-import-4242-…`); `nil` for any other name.
    static func ownerPID(ofFolderNamed name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { return nil }
        return pid
    }

    /// Whether a process `pid` exists: `kill(pid, 0)` succeeds, or fails only for want of permission (another user's).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

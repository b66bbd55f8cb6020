import Foundation
import GRDB

/// The copy of a file kept beside it before its schema is upgraded: `user.sqlite.backup-v<N>`, N being
/// the version the file had. An existing backup is never overwritten; the next free name
/// (`…backup-v1.2`, `.3` …) is taken instead.
enum SchemaBackup {
    /// Copies the database read by `source` (including what is still in its -wal) with SQLite's backup API.
    /// - Returns: the path of the copy.
    static func write(from source: DatabaseQueue, of file: UserDataFile, version: Int) throws(UserDataError) -> String {
        let backupPath = try reserveName(for: file, version: version)
        do {
            let destination = try DatabaseQueue(path: backupPath)
            try source.backup(to: destination)
            try destination.close()
        } catch {
            throw UserDataError(.backupFailed, path: file.path,
                "\(file.path): not upgraded, its backup \(backupPath) could not be written (\(UserDatabase.reason(error)))")
        }
        return backupPath
    }

    /// Creates an empty file under the first free backup name (O_EXCL: two processes never share a name).
    private static func reserveName(for file: UserDataFile, version: Int) throws(UserDataError) -> String {
        let base = "\(file.path).backup-v\(version)"
        var attempt = 1
        while true {
            let candidate = attempt == 1 ? base : "\(base).\(attempt)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                return candidate
            }
            guard errno == EEXIST else {
                throw UserDataError(.backupFailed, path: file.path,
                    "\(file.path): not upgraded, its backup \(candidate) could not be created (\(UserDataFile.lastError))")
            }
            attempt += 1
        }
    }
}

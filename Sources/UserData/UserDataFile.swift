import Foundation

/// The checks made on the path before SQLite may touch it, so that a file that is not ours is never
/// written: SQLite opened read-write would happily switch a stranger's file to WAL mode.
struct UserDataFile {
    let path: String

    /// The first 16 bytes of every SQLite 3 database.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    var directory: String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// Makes the file's directory (and its parents) when missing, readable by the user alone, as XDG asks;
    /// never creates or changes anything else.
    func makeDirectory() throws(UserDataError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw UserDataError(.cannotCreateDirectory, path: path, "\(path): \(directory) is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw UserDataError(.cannotCreateDirectory, path: path,
                "\(path): cannot create the directory \(directory) (\(UserDatabase.reason(error)))")
        }
    }

    /// Whether the file exists; throws when it exists but is not a regular SQLite file this process may
    /// write. Reads at most 16 bytes and writes nothing.
    func checkExisting() throws(UserDataError) -> Bool {
        guard try checkReadable() else {
            try checkWritable(directory, what: "its directory \(directory)")
            return false
        }
        try checkWritable(path, what: "it")
        // SQLite writes its -wal and -shm files beside the database.
        try checkWritable(directory, what: "its directory \(directory)")
        return true
    }

    /// Whether the file exists; throws when it exists but is not a regular SQLite file. For reading only:
    /// a file or directory that cannot be written is fine. Reads at most 16 bytes and writes nothing.
    func checkReadable() throws(UserDataError) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else {
                throw UserDataError(.unreadable, path: path, "\(path): cannot be read (\(Self.lastError))")
            }
            return false
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw UserDataError(.notAFile, path: path, "\(path): not a regular file (a directory, FIFO or device)")
        }
        try checkHeader(size: Int(status.st_size))
        return true
    }

    /// Whether the file has no -wal or -journal beside it: nobody has it open in WAL mode, and no
    /// transaction was cut off, so the file alone holds every commit.
    var isAlone: Bool {
        !FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-journal")
    }

    /// Whether this process could create a -wal or -journal beside the file (which any writer needs).
    private var directoryIsWritable: Bool {
        access(directory, W_OK) == 0
    }

    /// Whether this process may write both the file and its directory, as kanji-tui's writers need. `access`
    /// answers as the kernel would: root passes whatever the permission bits say, but not the immutable
    /// attribute (`chattr +i`) or a read-only mount.
    var isWritable: Bool {
        access(path, W_OK) == 0 && directoryIsWritable
    }

    /// How a command that only reads connects to an existing file.
    enum ReadingConnection: Equatable {
        /// `immutable=1` (`immutableURI`): no locks, and no -wal or -shm made beside the file.
        case immutable
        /// Read-only through SQLite's WAL, as the writers read: it uses their -wal and -shm, and makes them
        /// when missing.
        case shared
    }

    /// The one decision of how a command that only reads opens the file. SQLite makes a -wal and a -shm beside
    /// a WAL-mode file for any connection, read-only ones too, and a read-only one cannot remove them. So a
    /// file kanji-tui will not write — it or its directory cannot be written, or it is damaged, which every
    /// writer refuses — with no -wal or -journal beside it (`isAlone`: nobody has it open in WAL mode and its
    /// last transaction is whole) is read as it is, immutable, which makes nothing; safe, because no writer
    /// changes it meanwhile. A file a writer has open is read through the -wal and -shm already there, which
    /// hold that writer's latest commits; and a file kanji-tui may write is read as its writers read it,
    /// since one may start and checkpoint into it at any time.
    static func readingConnection(isAlone: Bool, mayBeWritten: Bool) -> ReadingConnection {
        isAlone && !mayBeWritten ? .immutable : .shared
    }

    /// The path as an SQLite URI filename with `immutable=1`: no locks, no -wal and no -shm, for a file that
    /// nothing changes while it is read (the system SQLite is built with SQLITE_USE_URI).
    var immutableURI: String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:\(path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)?immutable=1"
    }

    /// Whether the file system holding the file has no room left: SQLite says "disk I/O error" when it
    /// cannot grow its -shm file, and only the free space tells that apart from a failing disk.
    var diskIsFull: Bool {
        var status = statvfs()
        return statvfs(directory, &status) == 0 && status.f_bavail == 0
    }

    /// The first 8 bytes of a rollback journal (SQLite's `aJournalMagic`).
    static let journalMagic: [UInt8] = [0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7]

    private func checkHeader(size: Int) throws(UserDataError) {
        // An empty file is an empty database to SQLite.
        guard size > 0 else { return }
        guard let header = Self.firstBytes(of: path, count: Self.sqliteHeader.count) else {
            throw UserDataError(.unreadable, path: path, "\(path): cannot be read (\(Self.lastError))")
        }
        // A process killed in the first transaction that created the file can leave pages without page 1
        // (zeros where the header goes) beside a rollback journal; SQLite's rollback makes it whole again.
        let beingCreated = Self.firstBytes(of: path + "-journal", count: Self.journalMagic.count) == Self.journalMagic
        guard header == Self.sqliteHeader || beingCreated else {
            throw UserDataError(.notADatabase, path: path, "\(path): not an SQLite database (left as it is)")
        }
    }

    /// Up to `count` bytes from the start of the file at `path` (fewer when it is shorter); `nil` when it
    /// cannot be opened.
    private static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let bytesRead = read(descriptor, &bytes, count)
        return Array(bytes.prefix(max(bytesRead, 0)))
    }

    private func checkWritable(_ target: String, what: String) throws(UserDataError) {
        guard access(target, W_OK) == 0 else {
            throw UserDataError(.notWritable, path: path, "\(path): \(what) cannot be written (\(Self.lastError))")
        }
    }

    static var lastError: String { String(cString: strerror(errno)).lowercased() }
}

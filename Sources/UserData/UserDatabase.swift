import Foundation
import GRDB
import Synchronization

/// The user's own data (history, and the study list with its review log) in one SQLite file, in WAL mode.
///
/// Every write is one transaction committed before the call returns, so `kill -9` at any moment loses
/// nothing that a call reported as done; several processes may have the file open at once (SQLite's
/// locks, with a busy timeout, serialise their writes). Opening never deletes, truncates or "repairs" a
/// file: one that is not a database, is damaged, is not kanji-tui's, was written by a newer kanji-tui or
/// cannot be written is refused with a `UserDataError` whose `message` names it, and the caller carries on
/// without. Damage met after opening stops every write for the rest of the run.
///
/// ```swift
/// let database = try UserDatabase.open(at: UserDataLocation.path(explicit: nil))
/// try database.record(.kanji("日"), at: Date())
/// let recent = try database.history(limit: 50)   // newest first
/// ```
public final class UserDatabase: Sendable {
    /// The file, as given to `open(at:)`.
    public let path: String
    /// Strong: the connections are this object's and close when it is released. A `DatabasePool`, or, for
    /// reading a file kanji-tui will not write, an immutable `DatabaseQueue` (`UserDataFile.readingConnection`).
    let pool: any DatabaseWriter
    /// Opened by `openForReading(at:)`: every write is refused, and nothing vouches for the file.
    let isReadOnly: Bool
    /// Why writing stopped for good: the first damage SQLite reported during the run (see `write`).
    private let damage = Mutex<UserDataError?>(nil)
    /// Whether `close()` ran: it runs once, explicitly or when this object is released.
    private let closed = Mutex(false)
    private var stamp: IntegrityStamp { IntegrityStamp(path: path) }

    /// How long a write waits for another process's transaction before giving up.
    static let busyTimeout: TimeInterval = 5

    private init(path: String, pool: any DatabaseWriter, isReadOnly: Bool) {
        self.path = path
        self.pool = pool
        self.isReadOnly = isReadOnly
    }

    deinit {
        close()
    }

    /// Closes the connections now, rather than when this object is released; any use after fails.
    ///
    /// Only the last connection to close removes the -wal and -shm SQLite keeps beside the file, and only if it may
    /// write: a read-only one cannot. So a command that reads the file (`openForReading`) and then writes it closes
    /// its reader first, and its writer, closing last, leaves the file alone, after a failed write (a full disk) too.
    /// Closing checkpoints the WAL into the file; noting the file as checked then spares the next opening a full
    /// check for a change that was this program's own. A damaged file's connections are never closed (a deliberate
    /// leak, once per run at most): closing would checkpoint into it.
    public func close() {
        guard !closed.withLock({ closed in defer { closed = true }; return closed }) else { return }
        if damage.withLock({ $0 }) != nil {
            _ = Unmanaged.passRetained(pool as AnyObject)
            return
        }
        try? pool.close()
        if !isReadOnly { stamp.renew() }
    }

    // MARK: - Opening

    /// Opens (or creates) the user database at `path`, making its directory when missing and upgrading an
    /// older schema in place after keeping a copy beside it (`user.sqlite.backup-v<N>`). A file that changed
    /// since it was last checked is checked whole first (`IntegrityCheck`): a damaged one is refused.
    /// - Throws: a `UserDataError` naming the file and what is wrong; the file is then left as it was, with
    ///   nothing created beside it.
    public static func open(at path: String) throws(UserDataError) -> UserDatabase {
        try open(at: path, schema: .current)
    }

    /// Opens the database at `path` if the file exists; `nil` (and nothing created) when it does not.
    public static func openExisting(at path: String) throws(UserDataError) -> UserDatabase? {
        FileManager.default.fileExists(atPath: path) ? try open(at: path) : nil
    }

    /// Opens the database at `path` for commands that only read, if the file exists; `nil` (and nothing
    /// created) when it does not. A file or directory that cannot be written is fine: it is read as it is,
    /// with nothing made beside it (`UserDataFile.readingConnection`), and nothing is ever written; only a
    /// file of an older schema is upgraded first, as `open(at:)` does, since its tables cannot be read as
    /// they are. A writable file that changed since it was last checked is checked whole first, as by
    /// `open(at:)`: a damaged one is read as it is too, with nothing created beside it, until a read meets
    /// the damage.
    public static func openForReading(at path: String) throws(UserDataError) -> UserDatabase? {
        try openForReading(at: path, schema: .current)
    }

    /// `open(at:)` with a given schema, so tests can play an older and a newer program.
    static func open(at path: String, schema: UserDataSchema) throws(UserDataError) -> UserDatabase {
        let file = UserDataFile(path: path)
        try file.makeDirectory()
        if try file.checkExisting() {
            let checkingIntegrity = !IntegrityStamp(path: path).isCurrent
            try SchemaInspection.read(file, schema: schema, checkingIntegrity: checkingIntegrity) { inspection, reader throws(UserDataError) in
                guard inspection.needsBackup(schema: schema) else { return }
                _ = try SchemaBackup.write(from: reader, of: file, version: schema.newestVersion(among: inspection.applied))
            }
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw openingError(error, path: path)
        }
        try migrate(pool, schema: schema, path: path)
        checkpointOpening(pool)
        IntegrityStamp(path: path).renew()
        return UserDatabase(path: path, pool: pool, isReadOnly: false)
    }

    static func openForReading(at path: String, schema: UserDataSchema) throws(UserDataError) -> UserDatabase? {
        let file = UserDataFile(path: path)
        guard try file.checkReadable() else { return nil }
        // A file kanji-tui may write is read through SQLite's WAL, which makes a -wal and -shm beside it: one that
        // nothing vouches for is checked whole first, as a writer would, and a damaged one (which no kanji-tui
        // writes) is read as it is, like a file that cannot be written, so what is whole in it can still be listed.
        var mayBeWritten = file.isWritable
        let checkingIntegrity = mayBeWritten && !IntegrityStamp(path: path).isCurrent
        var isComplete = false
        do {
            try SchemaInspection.read(file, schema: schema, checkingIntegrity: checkingIntegrity) { inspection, _ in
                isComplete = inspection.isComplete(schema: schema)
            }
        } catch where checkingIntegrity && error.problem == .notADatabase {
            mayBeWritten = false
            try SchemaInspection.read(file, schema: schema, checkingIntegrity: false) { inspection, _ in
                isComplete = inspection.isComplete(schema: schema)
            }
        }
        guard isComplete else { return try open(at: path, schema: schema) }
        var configuration = configuration
        configuration.readonly = true
        let pool: any DatabaseWriter
        do {
            switch UserDataFile.readingConnection(isAlone: file.isAlone, mayBeWritten: mayBeWritten) {
            case .immutable:
                pool = try DatabaseQueue(path: file.immutableURI, configuration: configuration)
            case .shared:
                pool = try DatabasePool(path: path, configuration: configuration)
            }
        } catch {
            throw openingError(error, path: path)
        }
        return UserDatabase(path: path, pool: pool, isReadOnly: true)
    }

    /// GRDB's pool: WAL with `synchronous = NORMAL`. A commit is in the WAL file (the kernel's) when
    /// `record` returns, so `kill -9` or a crash of the app loses nothing; only a power cut can drop the
    /// last few commits (never corrupting the file). FULL would sync each commit to disk: measured on
    /// the 2-core dev machine in release, 4.0 ms median per record against 0.07 ms, over the 1 ms that
    /// opening a screen can spend on it.
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "UserData"
        return configuration
    }

    /// Runs the pending migrations, each in its own transaction. Two processes opening an old file at once
    /// may both try: the one that loses a race for a version finds it applied by the other and goes on with
    /// those left (GRDB reads which are applied once, before the first, so a version the other committed
    /// meanwhile fails here); it gives up only when a try made no progress, neither its own nor the other's.
    private static func migrate(_ pool: DatabasePool, schema: UserDataSchema, path: String) throws(UserDataError) {
        let migrator = schema.migrator
        // What was applied before the last try: none known before the first (reading it first would touch a file
        // that is then refused), so a file that fails alone is tried twice.
        var applied: Set<String> = []
        while true {
            do {
                try migrator.migrate(pool)
                return
            } catch {
                let now = (try? pool.read { db in try migrator.appliedIdentifiers(db) }) ?? []
                if now.isSuperset(of: schema.knownIdentifiers) { return }
                guard now.count > applied.count else {
                    throw UserDataError(.sqlite, path: path, "\(path): cannot set up its tables (\(reason(error)))")
                }
                applied = now
            }
        }
    }

    // MARK: - Errors

    /// A GRDB error met while opening, as the one-line message the status bar shows.
    /// Copies what opening committed into the file now, while the disk still has room: GRDB's pool commits a table
    /// made and dropped when it finds no -wal (`setUpWALMode`, its issue 102), which can take a page past the file's
    /// end. Left in the -wal, that page would be copied in when the connection closes — after a write that filled the
    /// disk, a copy that fails half done, leaving the file readable only through its -wal and the -wal beside it. A
    /// passive checkpoint waits for no reader; one another process holds back is copied by whoever closes last.
    private static func checkpointOpening(_ pool: DatabasePool) {
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.passive) }
    }

    static func openingError(_ error: any Error, path: String) -> UserDataError {
        guard let databaseError = error as? DatabaseError else {
            return UserDataError(.unreadable, path: path, "\(path): cannot be opened (\(reason(error)))")
        }
        switch databaseError.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return UserDataError(.notADatabase, path: path, "\(path): a damaged SQLite database (left as it is)")
        case .SQLITE_READONLY, .SQLITE_PERM:
            return UserDataError(.notWritable, path: path, "\(path): cannot be written (\(reason(error)))")
        default:
            if isDiskFull(databaseError, path: path) {
                return UserDataError(.sqlite, path: path, "\(path): cannot be opened (the disk is full)")
            }
            return UserDataError(.unreadable, path: path, "\(path): cannot be opened (\(reason(error)))")
        }
    }

    /// SQLite's own words for `error` ("disk I/O error"), without GRDB's SQL and arguments.
    static func reason(_ error: any Error) -> String {
        if let databaseError = error as? DatabaseError {
            return databaseError.message ?? "\(databaseError.resultCode)"
        }
        return (error as NSError).localizedDescription
    }

    /// An I/O error on a file system with no room left: a reader that cannot grow the -shm file gets
    /// SQLITE_IOERR, whose "disk I/O error" would send the person looking for a bad disk. (A write gets
    /// SQLITE_FULL, "database or disk is full", which says it already.)
    private static func isDiskFull(_ error: DatabaseError, path: String) -> Bool {
        switch error.resultCode {
        case .SQLITE_IOERR, .SQLITE_CANTOPEN: UserDataFile(path: path).diskIsFull
        default: false
        }
    }

    /// A GRDB error met after opening, while `doing` ("written", "read"), as one line. Damage (SQLITE_CORRUPT,
    /// SQLITE_NOTADB) is remembered: SQLite only finds it on the pages it reads, and a write elsewhere in the
    /// file would still change a damaged file, so from then on every write is refused.
    private func failure(_ error: any Error, doing: String) -> UserDataError {
        guard let databaseError = error as? DatabaseError else {
            return UserDataError(.sqlite, path: path, "\(path): cannot be \(doing) (\(Self.reason(error)))")
        }
        switch databaseError.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            let damaged = UserDataError(.notADatabase, path: path,
                "\(path): damaged (\(Self.reason(error))); left as it is, nothing more is written to it")
            damage.withLock { first in
                if first == nil { first = damaged }
            }
            // The next opening must check the whole file again.
            stamp.withdraw()
            return damaged
        case .SQLITE_READONLY:
            return UserDataError(.notWritable, path: path, "\(path): cannot be written (\(Self.reason(error)))")
        default:
            if Self.isDiskFull(databaseError, path: path) {
                return UserDataError(.sqlite, path: path, "\(path): cannot be \(doing) (the disk is full)")
            }
            return UserDataError(.sqlite, path: path, "\(path): cannot be \(doing) (\(Self.reason(error)))")
        }
    }

    // MARK: - Transactions

    /// Runs `body` as one write transaction, committed before returning; refused once damage was met.
    func write<Value>(_ body: (Database) throws -> Value) throws(UserDataError) -> Value {
        if let damaged = damage.withLock({ $0 }) { throw damaged }
        let value: Value
        do {
            value = try pool.write(body)
        } catch let error as UserDataError {
            throw error   // the body's own refusal (a stop), the transaction rolled back
        } catch {
            throw failure(error, doing: "written")
        }
        if !isReadOnly { stamp.renew() }
        return value
    }

    /// Runs `body` on a reader, which sees the last commit of any process without waiting for a writer.
    func read<Value>(_ body: (Database) throws -> Value) throws(UserDataError) -> Value {
        do {
            return try pool.read(body)
        } catch let error as UserDataError {
            throw error
        } catch {
            throw failure(error, doing: "read")
        }
    }
}

import Foundation
import GRDB

/// The user's own data (history, and the study list with its review log) in one SQLite file, in WAL mode.
///
/// Every write is one transaction committed before the call returns, so `kill -9` at any moment loses
/// nothing that a call reported as done; several processes may have the file open at once (SQLite's
/// locks, with a busy timeout, serialise their writes). Opening never deletes, truncates or "repairs" a
/// file: one that is not a database, is not kanji-tui's, was written by a newer kanji-tui or cannot be
/// written is refused with a `UserDataError` whose `message` names it, and the caller carries on without.
///
/// ```swift
/// let database = try UserDatabase.open(at: UserDataLocation.path(explicit: nil))
/// try database.record(.kanji("日"), at: Date())
/// let recent = try database.history(limit: 50)   // newest first
/// ```
public final class UserDatabase: Sendable {
    /// The file, as given to `open(at:)`.
    public let path: String
    /// Strong: the connections are this object's and close when it is released.
    let pool: DatabasePool

    /// How long a write waits for another process's transaction before giving up.
    static let busyTimeout: TimeInterval = 5

    private init(path: String, pool: DatabasePool) {
        self.path = path
        self.pool = pool
    }

    // MARK: - Opening

    /// Opens (or creates) the user database at `path`, making its directory when missing and upgrading an
    /// older schema in place after keeping a copy beside it (`user.sqlite.backup-v<N>`).
    /// - Throws: a `UserDataError` naming the file and what is wrong; the file is then left as it was.
    public static func open(at path: String) throws(UserDataError) -> UserDatabase {
        try open(at: path, schema: .current)
    }

    /// Opens the database at `path` if the file exists; `nil` (and nothing created) when it does not.
    public static func openExisting(at path: String) throws(UserDataError) -> UserDatabase? {
        FileManager.default.fileExists(atPath: path) ? try open(at: path) : nil
    }

    /// `open(at:)` with a given schema, so tests can play an older and a newer program.
    static func open(at path: String, schema: UserDataSchema) throws(UserDataError) -> UserDatabase {
        let file = UserDataFile(path: path)
        try file.makeDirectory()
        if try file.checkExisting() {
            try SchemaInspection.read(file, schema: schema) { inspection, reader throws(UserDataError) in
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
        return UserDatabase(path: path, pool: pool)
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
    /// may both try; the one that loses finds the schema complete and goes on.
    private static func migrate(_ pool: DatabasePool, schema: UserDataSchema, path: String) throws(UserDataError) {
        let migrator = schema.migrator
        do {
            try migrator.migrate(pool)
        } catch {
            let upgradedElsewhere = (try? pool.read { db in try migrator.hasCompletedMigrations(db) }) ?? false
            guard upgradedElsewhere else {
                throw UserDataError(.sqlite, path: path, "\(path): cannot set up its tables (\(reason(error)))")
            }
        }
    }

    // MARK: - Errors

    /// A GRDB error met while opening, as the one-line message the status bar shows.
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

    // MARK: - Transactions

    /// Runs `body` as one write transaction, committed before returning.
    func write<Value>(_ body: (Database) throws -> Value) throws(UserDataError) -> Value {
        do {
            return try pool.write(body)
        } catch {
            let readOnly = (error as? DatabaseError)?.resultCode == .SQLITE_READONLY
            throw UserDataError(readOnly ? .notWritable : .sqlite, path: path,
                                "\(path): cannot be written (\(Self.reason(error)))")
        }
    }

    /// Runs `body` on a reader, which sees the last commit of any process without waiting for a writer.
    func read<Value>(_ body: (Database) throws -> Value) throws(UserDataError) -> Value {
        do {
            return try pool.read(body)
        } catch {
            throw UserDataError(.sqlite, path: path, "\(path): cannot be read (\(Self.reason(error)))")
        }
    }
}

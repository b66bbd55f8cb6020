import GRDB

/// What an existing file holds, read through a read-only connection before anything may write to it.
struct SchemaInspection {
    /// The migrations the file records as applied.
    let applied: Set<String>
    /// Tables other than SQLite's and GRDB's own.
    let tables: [String]

    /// Reads the schema of the database at `file.path` and, with `checkingIntegrity`, checks its pages
    /// (`IntegrityCheck`); `keepOpen` gets the connection while it is open (the backup reads through it, so
    /// it copies what was inspected).
    static func read(
        _ file: UserDataFile, schema: UserDataSchema, checkingIntegrity: Bool,
        whileOpen keepOpen: (SchemaInspection, DatabaseQueue) throws(UserDataError) -> Void
    ) throws(UserDataError) {
        let queue: DatabaseQueue
        let inspection: SchemaInspection
        do {
            (queue, inspection) = try inspect(file, checkingIntegrity: checkingIntegrity)
        } catch {
            throw UserDatabase.openingError(error, path: file.path)
        }
        try inspection.check(file, schema: schema)
        try keepOpen(inspection, queue)
    }

    /// Opens one connection to the file, of the kind that creates nothing beside it when it can, and reads
    /// its schema through it.
    private static func inspect(_ file: UserDataFile, checkingIntegrity: Bool) throws -> (DatabaseQueue, SchemaInspection) {
        if file.isAlone {
            // No -wal or -journal: the file alone holds every commit, and nobody has it open in WAL mode.
            // Read as immutable, SQLite creates no -wal and -shm beside it, so a file refused here is left
            // exactly as it was, with nothing new in its directory.
            do {
                return try inspect(file.path, as: .immutable, checkingIntegrity: checkingIntegrity)
            } catch where !file.isAlone {
                // Another process opened it meanwhile, and may be writing: read it as it does.
            }
        }
        do {
            return try inspect(file.path, as: .readonly, checkingIntegrity: checkingIntegrity)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
            // After a crash in the middle of a write (kill -9) the WAL index in the -shm file may need
            // rebuilding, which a read-only connection refuses (SQLITE_READONLY_RECOVERY) — forever, as
            // no writer would ever get to do it. The file and its directory are known to be writable,
            // so a connection that may write runs SQLite's crash recovery; `query_only` keeps it from
            // changing anything else.
            return try inspect(file.path, as: .recovering, checkingIntegrity: checkingIntegrity)
        }
    }

    private enum Connection {
        /// `immutable=1`: no locks, no -wal or -shm; only while no other process has the file open.
        case immutable
        case readonly
        /// May write, for SQLite's crash recovery only (`query_only`).
        case recovering
    }

    private static func inspect(_ path: String, as connection: Connection, checkingIntegrity: Bool) throws -> (DatabaseQueue, SchemaInspection) {
        var configuration = Configuration()
        configuration.readonly = connection != .recovering
        configuration.busyMode = .timeout(UserDatabase.busyTimeout)
        if connection == .recovering {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA query_only = ON") }
        }
        let queue = try DatabaseQueue(path: connection == .immutable ? UserDataFile(path: path).immutableURI : path, configuration: configuration)
        let inspection = try queue.read { db in
            if checkingIntegrity, !(try IntegrityCheck.passes(db)) {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "PRAGMA quick_check found damage")
            }
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                ORDER BY name
                """)
            let applied = try db.tableExists("grdb_migrations")
                ? Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) : []
            return SchemaInspection(applied: applied, tables: tables)
        }
        return (queue, inspection)
    }

    /// Refuses a file that is not kanji-tui's, or that a newer kanji-tui has written.
    private func check(_ file: UserDataFile, schema: UserDataSchema) throws(UserDataError) {
        if applied.isEmpty && !tables.isEmpty {
            throw UserDataError(.foreignDatabase, path: file.path,
                "\(file.path): an SQLite database but not kanji-tui's (it has tables \(tables.joined(separator: ", "))); left as it is")
        }
        // In the order the versions were made ("v2 …" before "v10 …"), as the message lists them.
        let unknown = applied.subtracting(schema.knownIdentifiers).sorted { Self.versionNumber($0) < Self.versionNumber($1) }
        if !unknown.isEmpty {
            throw UserDataError(.newerSchema(unknownMigrations: unknown), path: file.path,
                "\(file.path): written by a newer kanji-tui (schema \(unknown.joined(separator: ", ")) is unknown here); left as it is")
        }
    }

    /// The number of a version's identifier ("v10: reading entry choices" → 10), 0 for one of another shape.
    private static func versionNumber(_ identifier: String) -> Int {
        Int(identifier.dropFirst().prefix { $0.isNumber }) ?? 0
    }

    /// Whether opening would upgrade a file that already holds data, which then needs a backup first.
    func needsBackup(schema: UserDataSchema) -> Bool {
        !applied.isEmpty && !Set(schema.knownIdentifiers).isSubset(of: applied)
    }

    /// Whether the file has every version of `schema`, so that it can be read without upgrading.
    func isComplete(schema: UserDataSchema) -> Bool {
        Set(schema.knownIdentifiers).isSubset(of: applied)
    }
}

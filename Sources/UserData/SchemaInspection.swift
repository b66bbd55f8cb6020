import GRDB

/// What an existing file holds, read through a read-only connection before anything may write to it.
struct SchemaInspection {
    /// The migrations the file records as applied.
    let applied: Set<String>
    /// Tables other than SQLite's and GRDB's own.
    let tables: [String]

    /// Reads the schema of the database at `file.path`; `keepOpen` gets the connection while it is open
    /// (the backup reads through it, so it copies what was inspected).
    static func read(
        _ file: UserDataFile, schema: UserDataSchema,
        whileOpen keepOpen: (SchemaInspection, DatabaseQueue) throws(UserDataError) -> Void
    ) throws(UserDataError) {
        let queue: DatabaseQueue
        let inspection: SchemaInspection
        do {
            do {
                (queue, inspection) = try inspect(file.path, readonly: true)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
                // After a crash in the middle of a write (kill -9) the WAL index in the -shm file may need
                // rebuilding, which a read-only connection refuses (SQLITE_READONLY_RECOVERY) — forever, as
                // no writer would ever get to do it. The file and its directory are known to be writable,
                // so a connection that may write runs SQLite's crash recovery; `query_only` keeps it from
                // changing anything else.
                (queue, inspection) = try inspect(file.path, readonly: false)
            }
        } catch {
            throw UserDatabase.openingError(error, path: file.path)
        }
        try inspection.check(file, schema: schema)
        try keepOpen(inspection, queue)
    }

    /// Opens one connection to `path` and reads its schema through it.
    private static func inspect(_ path: String, readonly: Bool) throws -> (DatabaseQueue, SchemaInspection) {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.busyMode = .timeout(UserDatabase.busyTimeout)
        if !readonly {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA query_only = ON") }
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let inspection = try queue.read { db in
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
        let unknown = applied.subtracting(schema.knownIdentifiers).sorted()
        if !unknown.isEmpty {
            throw UserDataError(.newerSchema(unknownMigrations: unknown), path: file.path,
                "\(file.path): written by a newer kanji-tui (schema \(unknown.joined(separator: ", ")) is unknown here); left as it is")
        }
    }

    /// Whether opening would upgrade a file that already holds data, which then needs a backup first.
    func needsBackup(schema: UserDataSchema) -> Bool {
        !applied.isEmpty && !Set(schema.knownIdentifiers).isSubset(of: applied)
    }
}

import GRDB

/// What an existing file holds, read through a read-only connection before anything may write to it.
struct SchemaInspection {
    /// The migrations the file records as applied.
    let applied: Set<String>
    /// Tables other than SQLite's and GRDB's own.
    let tables: [String]

    /// Reads the schema of the database at `file.path`; `keepOpen` gets the read-only connection while it
    /// is open (the backup reads through it, so it copies what was inspected).
    static func read(
        _ file: UserDataFile, schema: UserDataSchema,
        whileOpen keepOpen: (SchemaInspection, DatabaseQueue) throws(UserDataError) -> Void
    ) throws(UserDataError) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(UserDatabase.busyTimeout)
        let queue: DatabaseQueue
        let inspection: SchemaInspection
        do {
            queue = try DatabaseQueue(path: file.path, configuration: configuration)
            inspection = try queue.read { db in
                let tables = try String.fetchAll(db, sql: """
                    SELECT name FROM sqlite_master
                    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                    ORDER BY name
                    """)
                let applied = try db.tableExists("grdb_migrations")
                    ? Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) : []
                return SchemaInspection(applied: applied, tables: tables)
            }
        } catch {
            throw UserDatabase.openingError(error, path: file.path)
        }
        try inspection.check(file, schema: schema)
        try keepOpen(inspection, queue)
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

import GRDB

/// The database's schema as an ordered list of versions, each one GRDB migration. A shipped version never
/// changes: a later issue adds its tables as the next version, and an old file upgrades in place.
struct UserDataSchema: Sendable {
    /// One step of the schema. Its identifier, "v<number>: <name>", is what the file records.
    struct Version: Sendable {
        let number: Int
        let name: String
        let apply: @Sendable (Database) throws -> Void

        var identifier: String { "v\(number): \(name)" }
    }

    let versions: [Version]

    /// The schema this program writes.
    static let current = UserDataSchema(versions: [history])

    /// v1: one row per item opened (kind, key, reading), with the last time it was opened. The reading is
    /// '' rather than NULL for "none", so the UNIQUE constraint treats two kanji rows as the same item.
    static let history = Version(number: 1, name: "history") { db in
        try db.execute(sql: """
            CREATE TABLE history (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('kanji', 'word')),
                key TEXT NOT NULL CHECK (key <> ''),
                reading TEXT NOT NULL DEFAULT '',
                opened_at_ms INTEGER NOT NULL,
                UNIQUE (kind, key, reading)
            );
            CREATE INDEX history_newest_first ON history (opened_at_ms DESC, id DESC);
            """)
    }

    var knownIdentifiers: [String] { versions.map(\.identifier) }

    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for version in versions {
            migrator.registerMigration(version.identifier, migrate: version.apply)
        }
        return migrator
    }

    /// The number of the newest version among `identifiers`, for naming the backup of a file at that
    /// version (`user.sqlite.backup-v1`).
    func newestVersion(among identifiers: Set<String>) -> Int {
        versions.filter { identifiers.contains($0.identifier) }.map(\.number).max() ?? 0
    }
}

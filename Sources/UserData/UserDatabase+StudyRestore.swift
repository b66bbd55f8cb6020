import GRDB

/// Taking an item off the study list so that it can be put back whole (issue 34: every change to the deck can be
/// undone with `u` right after).
///
/// The removal reads every row it is about to delete — the card rows and, through the schema's foreign keys, the
/// rows of every table that cascades from them — in the transaction that deletes them; the restore inserts them
/// back, every column as it was, in one transaction. No column is named here: a column or a table added later
/// (suspension, card kinds, tags) is kept by the same code.
extension UserDatabase {
    /// Stops studying `item`, with its review log, and returns every row that went, read in the same transaction.
    /// - Returns: the rows deleted, or `nil` when `item` was not kept (nothing is written).
    public func takeOffStudy(_ item: RecordedItem) throws(UserDataError) -> StudyCardSnapshot? {
        try write { db in
            guard let snapshot = try Self.snapshot(of: item, in: db) else { return nil }
            try db.cachedStatement(sql: "DELETE FROM study_card WHERE kind = ? AND key = ? AND reading = ?")
                .execute(arguments: [item.kind.rawValue, item.key, item.reading ?? ""])
            return snapshot
        }
    }

    /// Puts back every row of `snapshot`, as it was, in one transaction.
    /// - Throws: `.badInput` when the item is kept again (another instance kept it since it was taken off): then
    ///   nothing is written and the card kept since stays; otherwise a write failure, after which nothing is written.
    public func restoreStudy(_ snapshot: StudyCardSnapshot) throws(UserDataError) {
        let item = snapshot.item
        let outcome: Result<Void, UserDataError> = try write { db in
            let keptAgain = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM study_card WHERE kind = ? AND key = ? AND reading = ?)",
                                              arguments: [item.kind.rawValue, item.key, item.reading ?? ""]) ?? false
            guard !keptAgain else {
                return .failure(UserDataError(.badInput, path: path,
                    "\(item.key)\(item.reading.map { " " + $0 } ?? "") is on the study list again (kept since it was taken off); the card taken off was not put back"))
            }
            for table in snapshot.tables where !table.rows.isEmpty {
                let columns = table.columns.map(Self.quoted).joined(separator: ", ")
                let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
                let insert = try db.makeStatement(sql: "INSERT INTO \(Self.quoted(table.table)) (\(columns)) VALUES (\(marks))")
                for row in table.rows { try insert.execute(arguments: StatementArguments(row)) }
            }
            return .success(())
        }
        try outcome.get()
    }

    // MARK: - Reading the rows

    /// The rows of `item`'s cards and of every table that cascades from them, parents first; `nil` when not kept.
    private static func snapshot(of item: RecordedItem, in db: Database) throws -> StudyCardSnapshot? {
        let cards = try rows(of: "study_card", sql: "SELECT * FROM study_card WHERE kind = ? AND key = ? AND reading = ? ORDER BY rowid",
                             arguments: [item.kind.rawValue, item.key, item.reading ?? ""], in: db)
        guard !cards.rows.isEmpty else { return nil }
        return StudyCardSnapshot(item: item, tables: [cards] + (try dependents(of: cards, in: db, depth: 0)))
    }

    /// The rows that deleting `parent`'s rows deletes with them (`ON DELETE CASCADE`), table by table, each followed
    /// by its own dependents. Four levels deep at most: the schema has one (the review log).
    private static func dependents(of parent: StudyCardSnapshot.TableRows, in db: Database, depth: Int) throws -> [StudyCardSnapshot.TableRows] {
        guard depth < 4 else { return [] }
        var found: [StudyCardSnapshot.TableRows] = []
        for reference in try cascades(into: parent.table, in: db) {
            let key = try reference.parentColumn
                ?? String.fetchOne(db, sql: "SELECT name FROM pragma_table_info(?) WHERE pk = 1", arguments: [parent.table])
            guard let key, let index = parent.columns.firstIndex(where: { $0.caseInsensitiveCompare(key) == .orderedSame }) else { continue }
            let keys = parent.rows.map { $0[index] }.filter { !$0.isNull }
            guard !keys.isEmpty else { continue }
            let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
            let children = try rows(of: reference.table, sql: """
                SELECT * FROM \(quoted(reference.table)) WHERE \(quoted(reference.childColumn)) IN (\(marks)) ORDER BY rowid
                """, arguments: StatementArguments(keys), in: db)
            found.append(children)
            found += try dependents(of: children, in: db, depth: depth + 1)
        }
        return found
    }

    /// One table's rows as `sql` selects them, every column.
    private static func rows(of table: String, sql: String, arguments: StatementArguments, in db: Database) throws -> StudyCardSnapshot.TableRows {
        let statement = try db.makeStatement(sql: sql)
        let rows = try Row.fetchAll(statement, arguments: arguments)
        return StudyCardSnapshot.TableRows(table: table, columns: statement.columnNames, rows: rows.map { Array($0.databaseValues) })
    }

    /// A foreign key of `table` into another: the child's column, and the parent's (`nil`: its primary key).
    private struct Cascade {
        let table: String
        let childColumn: String
        let parentColumn: String?
    }

    /// Every foreign key of the schema into `parent` whose rows go when a parent row is deleted (`ON DELETE CASCADE`).
    private static func cascades(into parent: String, in db: Database) throws -> [Cascade] {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        return try tables.flatMap { table in
            try Row.fetchAll(db, sql: "SELECT \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?)", arguments: [table])
                .filter { row in
                    (row[0] as String).caseInsensitiveCompare(parent) == .orderedSame && (row[3] as String).uppercased() == "CASCADE"
                }
                .map { row in Cascade(table: table, childColumn: row[1], parentColumn: row[2] as String?) }
        }
    }

    /// An SQL identifier, quoted: the names come from the schema, never from input, but may be any text.
    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

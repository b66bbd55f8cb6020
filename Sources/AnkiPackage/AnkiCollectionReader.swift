import Foundation
import GRDB
import GRDBSQLite

/// Reads an Anki collection (SQLite) of any schema from 11 to 18, read-only: the file is opened immutable, so
/// SQLite neither locks it nor makes anything beside it.
///
/// Schema 11 keeps the note types, decks and settings as JSON in the one `col` row; from 15 on they have tables of
/// their own (`notetypes` and `fields`, `decks`, `config`), and `col`'s JSON columns are empty. `notes`, `cards` and
/// `revlog` are the same in both.
public enum AnkiCollectionReader {
    /// Reads the collection at `path` (`member` names it in messages), asking `stopRequested` at every row of its
    /// notes, cards and review log, which run to hundreds of thousands.
    /// - Throws: `.stopped` once `stopRequested` says so, or what is wrong with the collection.
    public static func read(path: String, member: String, stopRequested: () -> Bool = { false }) throws(AnkiReadError)
        -> AnkiCollectionContents {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "AnkiCollection"
        // Anki's own collation, which its schema names (`name COLLATE unicase`); only needed where SQLite compares
        // names, never by the queries here, but a schema naming an unknown collation is safer with it defined.
        configuration.prepareDatabase { db in
            db.add(collation: DatabaseCollation("unicase") { $0.caseInsensitiveCompare($1) })
        }
        do {
            let queue = try DatabaseQueue(path: immutableURI(path), configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try read(db, member: member, stopRequested: stopRequested) }
        } catch let error as AnkiReadError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notACollection(member, "not an SQLite database")
        } catch let error as DatabaseError {
            throw .notACollection(member, error.message ?? "\(error.resultCode)")
        } catch {
            throw .notACollection(member, "\(error)")
        }
    }

    private static func read(_ db: Database, member: String, stopRequested: () -> Bool) throws -> AnkiCollectionContents {
        for table in ["col", "notes", "cards", "revlog"] where try !db.tableExists(table) {
            throw AnkiReadError.notACollection(member, "it has no \(table) table")
        }
        guard let col = try Row.fetchOne(db, sql: "SELECT ver, crt, conf, models, decks FROM col") else {
            throw AnkiReadError.notACollection(member, "its col table is empty")
        }
        let version: Int = col["ver"]
        guard AnkiReadError.readableSchemas.contains(version) else { throw AnkiReadError.unknownSchema(version) }
        let legacyConfig = json(col["conf"] as String?) as? [String: Any] ?? [:]
        let config = try db.tableExists("config") ? try tableConfig(db) : legacyConfig
        let days = AnkiDayNumbers(creation: col["crt"], creationOffsetMinutesWest: integer(config["creationOffset"]),
                                  rolloverHour: integer(config["rollover"]) ?? 4)
        let noteTypes = try db.tableExists("notetypes") && db.tableExists("fields")
            ? try tableNoteTypes(db) : legacyNoteTypes(col["models"] as String?)
        let decks = try db.tableExists("decks") ? try tableDecks(db) : legacyDecks(col["decks"] as String?)
        return AnkiCollectionContents(schemaVersion: version, days: days, noteTypes: noteTypes, decks: decks,
                                      notes: try notes(db, stopRequested: stopRequested), cards: try cards(db, stopRequested: stopRequested),
                                      revlog: try revlog(db, stopRequested: stopRequested))
    }

    // MARK: - Note types, decks, settings

    private static func tableNoteTypes(_ db: Database) throws -> [Int64: AnkiStoredNoteType] {
        var fields: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            fields[row[0], default: []].append(row[1])
        }
        var templates: [Int64: [String]] = [:]
        if try db.tableExists("templates") {
            for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM templates ORDER BY ntid, ord") {
                templates[row[0], default: []].append(row[1])
            }
        }
        var types: [Int64: AnkiStoredNoteType] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM notetypes") {
            let id: Int64 = row[0]
            types[id] = AnkiStoredNoteType(id: id, name: row[1], fields: fields[id] ?? [], templates: templates[id] ?? [])
        }
        return types
    }

    private static func legacyNoteTypes(_ text: String?) -> [Int64: AnkiStoredNoteType] {
        guard let models = json(text) as? [String: Any] else { return [:] }
        var types: [Int64: AnkiStoredNoteType] = [:]
        for (key, value) in models {
            guard let model = value as? [String: Any], let id = integer(model["id"]).map(Int64.init) ?? Int64(key) else { continue }
            func names(_ key: String) -> [String] {
                (model[key] as? [[String: Any]] ?? []).sorted { (integer($0["ord"]) ?? 0) < (integer($1["ord"]) ?? 0) }
                    .compactMap { $0["name"] as? String }
            }
            types[id] = AnkiStoredNoteType(id: id, name: model["name"] as? String ?? "", fields: names("flds"), templates: names("tmpls"))
        }
        return types
    }

    private static func tableDecks(_ db: Database) throws -> [Int64: String] {
        var decks: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM decks") {
            // The table keeps a deck's path with U+001F between its parts; Anki shows "::".
            decks[row[0]] = (row[1] as String).replacingOccurrences(of: "\u{1F}", with: "::")
        }
        return decks
    }

    private static func legacyDecks(_ text: String?) -> [Int64: String] {
        guard let decks = json(text) as? [String: Any] else { return [:] }
        var names: [Int64: String] = [:]
        for (key, value) in decks {
            guard let deck = value as? [String: Any], let id = integer(deck["id"]).map(Int64.init) ?? Int64(key) else { continue }
            names[id] = deck["name"] as? String ?? ""
        }
        return names
    }

    /// The `config` table's values (JSON each) by key.
    private static func tableConfig(_ db: Database) throws -> [String: Any] {
        var config: [String: Any] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT KEY, val FROM config WHERE KEY IN ('creationOffset', 'rollover')") {
            let key: String = row[0]
            let value: Data? = row[1]
            if let value, let parsed = try? JSONSerialization.jsonObject(with: value, options: [.fragmentsAllowed]) {
                config[key] = parsed
            }
        }
        return config
    }

    // MARK: - Notes, cards, reviews

    private static func notes(_ db: Database, stopRequested: () -> Bool) throws -> [AnkiStoredNote] {
        var notes: [AnkiStoredNote] = []
        let cursor = try Row.fetchCursor(db, sql: "SELECT id, guid, mid, flds, tags FROM notes ORDER BY id")
        while let row = try cursor.next() {
            if stopRequested() { throw AnkiReadError.stopped }
            let fields: String = row[3]
            let tags: String = row[4]
            notes.append(AnkiStoredNote(id: row[0], guid: row[1], typeID: row[2],
                                        fields: fields.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                                        tags: tags.split(separator: " ").map(String.init)))
        }
        return notes
    }

    private static func cards(_ db: Database, stopRequested: () -> Bool) throws -> [AnkiStoredCard] {
        var cards: [AnkiStoredCard] = []
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, data FROM cards ORDER BY id
            """)
        while let row = try cursor.next() {
            if stopRequested() { throw AnkiReadError.stopped }
            let homeDeck: Int64 = row[13]
            let homeDue: Int64 = row[12]
            let inFiltered = homeDeck != 0
            let left: Int = row[11]
            cards.append(AnkiStoredCard(
                id: row[0], noteID: row[1], deckID: inFiltered ? homeDeck : row[2], ordinal: row[3], type: row[4], queue: row[5],
                due: inFiltered && homeDue != 0 ? homeDue : row[6], interval: row[7], factor: row[8], reviews: row[9],
                lapses: row[10], stepsLeft: left % 1000, memory: memory(row[14] as String?)))
        }
        return cards
    }

    /// Read straight from SQLite's columns: a collection's log runs to hundreds of thousands of rows, and GRDB's rows
    /// box every value.
    private static func revlog(_ db: Database, stopRequested: () -> Bool) throws -> [AnkiRevlogEntry] {
        let statement = try db.makeStatement(sql: "SELECT id, cid, ease, ivl, lastIvl, factor, time, type FROM revlog ORDER BY id")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var entries: [AnkiRevlogEntry] = []
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            if stopRequested() { throw AnkiReadError.stopped }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
            }
            func column(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }
            entries.append(AnkiRevlogEntry(id: column(0), cardID: column(1), ease: Int(column(2)), interval: column(3),
                                           lastInterval: column(4), factor: Int(column(5)), time: column(6), type: Int(column(7))))
        }
        return entries
    }

    /// FSRS's memory state from `cards.data` (`{"s": 12.3, "d": 5.1, "dr": 0.9, "lrt": 1767225600}`), when it has a
    /// stability and a difficulty in FSRS's ranges.
    static func memory(_ data: String?) -> AnkiMemoryState? {
        guard let data, data.contains("\"s\""), let object = json(data) as? [String: Any],
              let stability = number(object["s"]), let difficulty = number(object["d"]),
              stability.isFinite, stability > 0, difficulty.isFinite, (1...10).contains(difficulty) else {
            return nil
        }
        return AnkiMemoryState(stability: stability, difficulty: difficulty, desiredRetention: number(object["dr"]),
                               lastReviewAt: integer(object["lrt"]).map(Int64.init))
    }

    // MARK: - JSON

    private static func json(_ text: String?) -> Any? {
        guard let text, !text.isEmpty else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    private static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    private static func integer(_ value: Any?) -> Int? {
        if let number = value as? NSNumber { return number.intValue }
        if let text = value as? String { return Int(text) }
        return nil
    }

    /// The path as an SQLite URI with `immutable=1`.
    private static func immutableURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:\(path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)?immutable=1"
    }
}

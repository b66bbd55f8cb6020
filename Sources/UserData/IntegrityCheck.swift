import GRDB

/// SQLite's `PRAGMA quick_check` on a file about to be written: a damaged page anywhere refuses the whole
/// file, because a write that happens not to touch it (a new study card beside a damaged history page) would
/// still change a file whose b-trees SQLite can no longer trust — a damaged free-page list hands out pages
/// that are in use.
///
/// The check reads every page: on a realistic large file (100,000 history rows, 50,000 study cards and
/// 200,000 reviews, 27.6 MB) it took 86–248 ms (median 125 ms) on the 2-core dev machine, far over the few
/// milliseconds start-up may spend. So it runs only when the file changed since it last passed
/// (`IntegrityStamp`), which on a file only kanji-tui writes is once; reading or renewing the note costs
/// 0.02 ms. Damage that changes no
/// time or size (a failing disk) is still met when SQLite reads the page, and the database then refuses
/// every write for the rest of the run (`UserDatabase.write`).
enum IntegrityCheck {
    /// Whether the database `db` reads is whole, as far as `quick_check` can tell (b-trees, free list,
    /// record formats; not index contents against their tables, which `integrity_check` adds at many
    /// times the cost).
    static func passes(_ db: Database) throws -> Bool {
        try String.fetchAll(db, sql: "PRAGMA quick_check(1)") == ["ok"]
    }
}

import GRDB

/// Every row that taking an item off the study list deleted, as the file held them: its card rows, and the rows of
/// every table that cascades from them (the review log, and whatever a later schema adds), each row whole — all
/// its columns, by name, as SQLite stored them. `UserDatabase.restoreStudy(_:)` puts them back unchanged, so an
/// undone removal loses nothing: the same card id, FSRS state, sentence, frequency rank and every review.
///
/// Read generically (`SELECT *`, the tables found through the schema's foreign keys) rather than through the
/// card's Swift fields, so that a column or a table added to the study list later is kept too without this file
/// learning of it.
public struct StudyCardSnapshot: Sendable, Hashable {
    /// The rows of one table, in the order they were read (by rowid).
    public struct TableRows: Sendable, Hashable {
        public let table: String
        /// The table's columns, as `SELECT *` names them.
        public let columns: [String]
        /// One array per row, a value per column.
        public let rows: [[DatabaseValue]]
    }

    /// The item taken off.
    public let item: RecordedItem
    /// The tables, each before those that refer to it (the cards before their reviews): the order to insert in.
    public let tables: [TableRows]

    /// How many reviews went with the card.
    public var reviewCount: Int {
        tables.first { $0.table == "study_review" }?.rows.count ?? 0
    }
}

import FSRS
import GRDB

/// Suspending and burying cards (schema v9): a card set aside keeps its schedule and its log; only whether a review
/// shows it changes. Each call is one committed write.
extension UserDatabase {
    /// Suspends the card `cardID` (out of every review until unsuspended), or unsuspends it. A leech keeps its tag.
    /// - Returns: the card's row as it is now, or `nil` when no such card is kept (nothing is written).
    @discardableResult
    public func setStudyCardSuspended(_ suspended: Bool, cardID: Int64) throws(UserDataError) -> StudyRow? {
        try setAside(cardID: cardID, sql: "UPDATE study_card SET suspended = ? WHERE id = ?", arguments: [suspended, cardID])
    }

    /// Buries the card `cardID` until `time` (the start of the next study day, which the caller knows), or unburies
    /// it with `nil`. A buried card needs no write to come back: past `time` it is shown as before.
    /// - Returns: the card's row as it is now, or `nil` when no such card is kept (nothing is written).
    @discardableResult
    public func buryStudyCard(until time: Timestamp?, cardID: Int64) throws(UserDataError) -> StudyRow? {
        try setAside(cardID: cardID, sql: "UPDATE study_card SET buried_until = ? WHERE id = ?", arguments: [time?.secondsSince1970, cardID])
    }

    /// The lapses of card `cardID`: its grades of Again while in review, as its log holds them (what makes a leech).
    public func lapseCount(cardID: Int64) throws(UserDataError) -> Int {
        try read { db in try Self.lapses(cardID: cardID, in: db) }
    }

    static func lapses(cardID: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM study_review WHERE card_id = ? AND rating = \(Rating.again.rawValue) AND state_before = \(CardState.review.rawValue)
            """, arguments: [cardID]) ?? 0
    }

    private func setAside(cardID: Int64, sql: String, arguments: StatementArguments) throws(UserDataError) -> StudyRow? {
        try write { db in
            try db.execute(sql: sql, arguments: arguments)
            return try StudyRowScan.rows(db, sql: "SELECT \(StudyRowScan.columns) FROM study_card WHERE id = ?", arguments: [cardID]).first
        }
    }
}

import FSRS
import GRDB

/// One card's review log as its history page shows it: counted whole, read only as far as the page goes.
extension UserDatabase {
    /// One line of the log: when, which grade, and the card's due time the grade found (what the grade before it
    /// scheduled).
    public struct StudyHistoryLine: Sendable, Hashable {
        public let reviewedAt: Timestamp
        public let rating: Rating
        public let dueBefore: Timestamp
    }

    /// The log of the card `cardID`: how many grades it holds, how many were lapses (Again on a card in review), and
    /// its `limit` latest lines, newest first — along the log's (card, id) index, so a card with a thousand reviews
    /// costs the page, not the thousand.
    public func studyHistory(cardID: Int64, latest limit: Int) throws(UserDataError) -> (count: Int, lapses: Int, lines: [StudyHistoryLine]) {
        try read { db in
            let totals = try Row.fetchOne(db, sql: """
                SELECT COUNT(*), COALESCE(SUM(rating = ? AND state_before = ?), 0) FROM study_review WHERE card_id = ?
                """, arguments: [Rating.again.rawValue, CardState.review.rawValue, cardID])
            let lines = try Row.fetchAll(db, sql: """
                SELECT reviewed_at, rating, due_before FROM study_review WHERE card_id = ? ORDER BY id DESC LIMIT ?
                """, arguments: [cardID, max(0, limit)]).compactMap { row -> StudyHistoryLine? in
                Rating(rawValue: row[1]).map {
                    StudyHistoryLine(reviewedAt: Timestamp(secondsSince1970: row[0]), rating: $0, dueBefore: Timestamp(secondsSince1970: row[2]))
                }
            }
            return (totals?[0] ?? 0, totals?[1] ?? 0, lines)
        }
    }
}

import FSRS
import GRDB

/// The study list a page at a time, and the numbers the Study tab's header and a review need, each answered by
/// SQL along `study_card_soonest_due` (due, id), so their cost follows what is shown, not how many cards are kept.
extension UserDatabase {
    /// The kept items soonest due first (then in the order they were kept): the rows from position `offset` on.
    /// - Parameters:
    ///   - dueBy: only the cards due at or before this time (a review's queue); `nil` for every card.
    ///   - offset: how many of the soonest rows to skip; 0 or more.
    ///   - limit: at most this many rows; `nil` for all.
    public func studyRows(dueBy: Timestamp? = nil, offset: Int = 0, limit: Int? = nil) throws(UserDataError) -> [StudyRow] {
        guard offset >= 0, (limit ?? 0) >= 0 else {
            throw UserDataError(.badInput, path: path, "a study page needs an offset and a limit of 0 or more, not \(offset) and \(limit ?? 0)")
        }
        return try read { db in
            try StudyRowScan.rows(db, sql: """
                SELECT \(StudyRowScan.columns) FROM study_card WHERE due <= ? ORDER BY due, id LIMIT ? OFFSET ?
                """, arguments: [dueBy?.secondsSince1970 ?? Int64.max, limit ?? -1, offset])
        }
    }

    /// A review's next card: the soonest card due at or before `time` that sorts after `previous` (a due time and
    /// card id, the order of `studyRows`), or the soonest due of all when `previous` is `nil`; `nil` when none is
    /// left. One step along the index, so a review walks its queue without holding it.
    ///
    /// `skipping` names the states passed over: what today's limits no longer allow (new cards once the day's new
    /// cards were introduced). Suspended cards, and cards buried past `time`, are passed over too.
    public func nextStudyRow(dueBy time: Timestamp, after previous: (due: Timestamp, id: Int64)?,
                             skipping: Set<CardState> = []) throws(UserDataError) -> StudyRow? {
        // The states are the enum's integers, never text from outside, so they are spelt into the SQL.
        let skipped = skipping.isEmpty ? "" : " AND state NOT IN (\(skipping.map { String($0.rawValue) }.sorted().joined(separator: ", ")))"
        return try read { db in
            try StudyRowScan.rows(db, sql: """
                SELECT \(StudyRowScan.columns) FROM study_card
                WHERE due <= ? AND (due, id) > (?, ?)\(skipped) AND \(StudyRowScan.shownInReviews) ORDER BY due, id LIMIT 1
                """, arguments: [time.secondsSince1970, previous?.due.secondsSince1970 ?? Int64.min, previous?.id ?? Int64.min,
                                 time.secondsSince1970]).first
        }
    }

    /// The soonest card in a learning step (learning or relearning) due at or before `time`, or `nil`: what a review
    /// shows between the cards it began with once its step has passed, and ahead of time at the end (Anki's learn
    /// ahead). Along `study_card_soonest_due`, stopping at the first learning card.
    public func nextLearningStudyRow(dueBy time: Timestamp) throws(UserDataError) -> StudyRow? {
        try read { db in
            try StudyRowScan.rows(db, sql: """
                SELECT \(StudyRowScan.columns) FROM study_card
                WHERE due <= ? AND state IN (1, 3) AND \(StudyRowScan.shownInReviews) ORDER BY due, id LIMIT 1
                """, arguments: [time.secondsSince1970, time.secondsSince1970]).first
        }
    }

    /// A review's next new card in `order`: the first new card due at or before `time` that comes after
    /// `previous` in that order (or the first of all when `previous` is `nil`); `nil` when none is left. One step
    /// along the order's partial index (`study_card_new_in_kept_order`, `study_card_new_by_frequency`).
    public func nextNewStudyRow(dueBy time: Timestamp, after previous: StudyRow?, order: StudyNewCardOrder) throws(UserDataError) -> StudyRow? {
        try read { db in
            switch order {
            case .kept:
                return try StudyRowScan.rows(db, sql: """
                    SELECT \(StudyRowScan.columns) FROM study_card INDEXED BY study_card_new_in_kept_order
                    WHERE state = 0 AND id > ? AND due <= ? AND \(StudyRowScan.shownInReviews) ORDER BY id LIMIT 1
                    """, arguments: [previous?.card.id ?? Int64.min, time.secondsSince1970, time.secondsSince1970]).first
            case .frequency:
                // (rank IS NULL, rank, id): unranked cards sort last; NULL ranks compare equal through IFNULL.
                let rank = previous?.frequencyRank
                return try StudyRowScan.rows(db, sql: """
                    SELECT \(StudyRowScan.columns) FROM study_card INDEXED BY study_card_new_by_frequency
                    WHERE state = 0 AND due <= ? AND \(StudyRowScan.shownInReviews)
                      AND (frequency_rank IS NULL, IFNULL(frequency_rank, 0), id) > (?, ?, ?)
                    ORDER BY frequency_rank IS NULL, frequency_rank, id LIMIT 1
                    """, arguments: [time.secondsSince1970, time.secondsSince1970, previous.map { $0.frequencyRank == nil ? 1 : 0 } ?? -1,
                                     rank ?? 0, previous?.card.id ?? Int64.min]).first
            }
        }
    }

    /// How many cards are kept.
    public func studyCardCount() throws(UserDataError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM study_card") ?? 0 }
    }

    /// How many cards of each kind are due at or before `time`, as Anki counts them: new, in a learning step
    /// (learning or relearning), review; suspended and buried cards are not due. One pass along
    /// `study_card_soonest_due` over the cards due.
    public func studyCardsDueByState(by time: Timestamp) throws(UserDataError) -> (new: Int, learning: Int, review: Int) {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(state = 0), 0), COALESCE(SUM(state IN (1, 3)), 0), COALESCE(SUM(state = 2), 0)
                FROM study_card WHERE due <= ? AND \(StudyRowScan.shownInReviews)
                """, arguments: [time.secondsSince1970, time.secondsSince1970])
            return (row?[0] ?? 0, row?[1] ?? 0, row?[2] ?? 0)
        }
    }

    /// The soonest time after `time` a card will be shown, or `nil` when none will: "the next card is due in 10 min".
    /// A buried card is shown once it is due and its burial is over; a suspended card is never shown.
    public func soonestStudyDue(after time: Timestamp) throws(UserDataError) -> Timestamp? {
        try read { db in
            try Int64.fetchOne(db, sql: """
                SELECT MIN(MAX(due, IFNULL(buried_until, 0))) FROM study_card WHERE suspended = 0 AND MAX(due, IFNULL(buried_until, 0)) > ?
                """, arguments: [time.secondsSince1970])
                .map(Timestamp.init(secondsSince1970:))
        }
    }

    /// Card `id`'s position in the study list, soonest due first (0 is the soonest), or `nil` when no card has it
    /// (taken off since it was shown). By card, not by item: an item kept in several kinds has a row for each, and
    /// the Study tab's cursor stays on the card it was on.
    ///
    /// Found through the primary key, then counted along `study_card_soonest_due` over the cards that sort before it.
    public func studyPosition(ofCard id: Int64) throws(UserDataError) -> Int? {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT COUNT(*) FROM study_card AS sooner WHERE (sooner.due, sooner.id) < (found.due, found.id))
                FROM study_card AS found WHERE found.id = ?
                """, arguments: [id])
        }
    }
}

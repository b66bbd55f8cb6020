import FSRS
import GRDB

/// What a review started now shows, for `study list --due`: its three numbers and its cards, in its order, read in
/// one transaction so the numbers and the cards agree.
extension UserDatabase {
    /// The cards a review started at `now` shows and its three numbers, within the daily limits the settings hold
    /// and what the study day that began at `dayStart` has used of them (``studiedToday(since:)``).
    ///
    /// Suspended and buried cards are neither counted nor shown. The cards come in the review's order: those in a learning step (soonest due first), then the review cards
    /// due (soonest first) up to the reviews left today, then the new cards due in the new-card order up to the new
    /// cards left today — as the browser's review takes them, Anki's default of reviews before new cards. Three
    /// steps along the due and new-card indexes, each stopping at its limit: the cards held back are counted, not read.
    public func studyRowsDueToday(at now: Timestamp, dayStart: Timestamp) throws(UserDataError) -> (due: StudyDueToday, rows: [StudyRow]) {
        let settings = try studySettings()
        return try read { db in
            let studied = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(state_before = 0), 0), COALESCE(SUM(state_before = 2), 0)
                FROM study_review WHERE reviewed_at >= ?
                """, arguments: [dayStart.secondsSince1970])
            let counted = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(state = 0), 0), COALESCE(SUM(state IN (1, 3)), 0), COALESCE(SUM(state = 2), 0)
                FROM study_card WHERE due <= ? AND \(StudyRowScan.shownInReviews)
                """, arguments: [now.secondsSince1970, now.secondsSince1970])
            let (dueNew, learning, dueReview): (Int, Int, Int) = (counted?[0] ?? 0, counted?[1] ?? 0, counted?[2] ?? 0)
            let newLeft = max(0, (settings.newPerDay ?? StudySettings.defaultNewPerDay) - (studied?[0] ?? 0))
            let reviewsLeft = settings.reviewsPerDay.map { max(0, $0 - (studied?[1] ?? 0)) }
            let new = min(dueNew, newLeft)
            let review = min(dueReview, reviewsLeft ?? dueReview)
            let due = StudyDueToday(new: new, learning: learning, review: review, heldBackNew: dueNew - new, heldBackReview: dueReview - review)

            let time = now.secondsSince1970
            var rows = try StudyRowScan.rows(db, sql: """
                SELECT \(StudyRowScan.columns) FROM study_card WHERE due <= ? AND state IN (1, 3) AND \(StudyRowScan.shownInReviews)
                ORDER BY due, id
                """, arguments: [time, time])
            rows += try StudyRowScan.rows(db, sql: """
                SELECT \(StudyRowScan.columns) FROM study_card WHERE due <= ? AND state = 2 AND \(StudyRowScan.shownInReviews)
                ORDER BY due, id LIMIT ?
                """, arguments: [time, time, review])
            switch settings.newOrder ?? .kept {
            case .kept:
                rows += try StudyRowScan.rows(db, sql: """
                    SELECT \(StudyRowScan.columns) FROM study_card INDEXED BY study_card_new_in_kept_order
                    WHERE state = 0 AND due <= ? AND \(StudyRowScan.shownInReviews) ORDER BY id LIMIT ?
                    """, arguments: [time, time, new])
            case .frequency:
                rows += try StudyRowScan.rows(db, sql: """
                    SELECT \(StudyRowScan.columns) FROM study_card INDEXED BY study_card_new_by_frequency
                    WHERE state = 0 AND due <= ? AND \(StudyRowScan.shownInReviews) ORDER BY frequency_rank IS NULL, frequency_rank, id LIMIT ?
                    """, arguments: [time, time, new])
            }
            return (due, rows)
        }
    }
}

import FSRS
import GRDB
import GRDBSQLite

/// Cards and their review histories brought in from elsewhere (`study import` of an Anki package), merged into the
/// study list in one transaction.
///
/// The merge is what makes a second import of the same package change nothing, and a later package add only what
/// is new:
/// - Each card is the item's card of its kind (`StudyImportCard.cardKind`): an item's recognition and production
///   cards are two cards, each with its own schedule and reviews.
/// - A card not kept yet is made with the imported schedule, every imported review, and as suspended, buried and
///   tagged a leech as it comes; a new kind of card of an item kept already shares the item's sentence, and a card
///   of an item without one takes the sentence it comes with.
/// - For a card kept already, a review the card's log has (the same second; several at one second are counted)
///   is passed over; the rest are added. When any is added and the import's last review is at least as late as the
///   card's own, the card takes the imported schedule (state, step, memory state, due time, last review, and whether
///   it is suspended, buried or a leech); a card graded here since keeps its own. A card with nothing new is not
///   touched.
extension UserDatabase {
    /// Merges `cards` into the study list, in one transaction: all of it, or nothing when any write fails or
    /// `stopRequested`, asked before each card, says to stop.
    /// - Throws: `.badInput` for an empty key (nothing is written); `.stopped` when stopped (rolled back); otherwise a
    ///   write failure.
    @discardableResult
    public func importStudy(_ cards: [StudyImportCard], stopRequested: () -> Bool = { false }) throws(UserDataError) -> StudyImportOutcome {
        try checkKeys(cards)
        return try write { db in try merge(cards, in: db, writing: true, stopRequested: stopRequested) }
    }

    /// What `importStudy(_:)` would do now, reading only.
    public func previewStudyImport(_ cards: [StudyImportCard], stopRequested: () -> Bool = { false }) throws(UserDataError)
        -> StudyImportOutcome {
        try checkKeys(cards)
        return try read { db in try merge(cards, in: db, writing: false, stopRequested: stopRequested) }
    }

    private func checkKeys(_ cards: [StudyImportCard]) throws(UserDataError) {
        if let empty = cards.first(where: { $0.item.key.isEmpty }) {
            throw UserDataError(.badInput, path: path, "a \(empty.item.kind.rawValue) to study needs a key, not an empty string")
        }
    }

    private func merge(_ cards: [StudyImportCard], in db: Database, writing: Bool, stopRequested: () -> Bool) throws -> StudyImportOutcome {
        var outcome = StudyImportOutcome()
        let existing = try db.cachedStatement(sql: """
            SELECT id, last_review FROM study_card WHERE kind = ? AND key = ? AND reading = ? AND card_kind = ?
            """)
        let reviewTimes = try db.cachedStatement(sql: "SELECT reviewed_at FROM study_review WHERE card_id = ?")
        // By scalars, as the file's UNIQUE compares bytes (see keepForStudy).
        var seen = Set<[Unicode.Scalar]>()
        for imported in cards {
            if stopRequested() { throw UserDataError(.stopped, path: path, "\(path): the import was stopped; nothing of it was written") }
            let item = imported.item
            let identity = "\(item.kind.rawValue)\t\(item.key)\t\(item.reading ?? "")\t\(imported.cardKind.rawValue)"
            guard seen.insert(Array(identity.unicodeScalars)).inserted else { continue }
            guard let row = try Row.fetchOne(existing, arguments: [item.kind.rawValue, item.key, item.reading ?? "", imported.cardKind.rawValue]) else {
                outcome.added.append(item)
                outcome.reviewsAdded += imported.reviews.count
                if writing {
                    try Self.insertCard(imported, in: db)
                    try Self.insertReviews(imported.reviews, cardID: db.lastInsertedRowID, in: db)
                }
                continue
            }
            let cardID: Int64 = row[0]
            let lastReview: Int64? = row[1]
            var had: [Int64: Int] = [:]
            for time in try Int64.fetchAll(reviewTimes, arguments: [cardID]) { had[time, default: 0] += 1 }
            var missing: [StudyImportReview] = []
            for review in imported.reviews {
                if let count = had[review.reviewedAt.secondsSince1970], count > 0 {
                    had[review.reviewedAt.secondsSince1970] = count - 1
                } else {
                    missing.append(review)
                }
            }
            outcome.reviewsAlreadyThere += imported.reviews.count - missing.count
            guard !missing.isEmpty else {
                outcome.unchanged += 1
                continue
            }
            outcome.reviewsAdded += missing.count
            let takesSchedule = lastReview.map { imported.card.lastReview.map(\.secondsSince1970) ?? .min >= $0 } ?? true
            if takesSchedule { outcome.rescheduled += 1 } else { outcome.keptTheirSchedule += 1 }
            guard writing else { continue }
            try Self.insertReviews(missing, cardID: cardID, in: db)
            if takesSchedule {
                let card = imported.card
                let aside = imported.setAside
                try db.cachedStatement(sql: """
                    UPDATE study_card SET state = ?, step = ?, stability = ?, difficulty = ?, due = ?, last_review = ?,
                        suspended = ?, buried_until = ?, leech = ?
                    WHERE id = ?
                    """).execute(arguments: [card.state.rawValue, card.step, card.stability, card.difficulty,
                                             card.due.secondsSince1970, card.lastReview?.secondsSince1970, aside.isSuspended ? 1 : 0,
                                             aside.buriedUntil?.secondsSince1970, aside.isLeech ? 1 : 0, cardID])
            }
        }
        return outcome
    }

    /// Inserts a card not kept yet: with the sentence of a card of its item kept already (an item has one sentence),
    /// else the one it comes with, if any.
    private static func insertCard(_ imported: StudyImportCard, in db: Database) throws {
        let card = imported.card
        let aside = imported.setAside
        let item = imported.item
        let sentence = imported.sentence
        try db.cachedStatement(sql: """
            INSERT INTO study_card (kind, key, reading, card_kind, state, step, stability, difficulty, due, last_review, added_at,
                frequency_rank, suspended, buried_until, leech, sentence, sentence_mark_start, sentence_mark_length, source)
            SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,
                CASE WHEN sibling.sentence IS NULL THEN ?16 ELSE sibling.sentence END,
                CASE WHEN sibling.sentence IS NULL THEN ?17 ELSE sibling.sentence_mark_start END,
                CASE WHEN sibling.sentence IS NULL THEN ?18 ELSE sibling.sentence_mark_length END,
                CASE WHEN sibling.sentence IS NULL THEN ?19 ELSE sibling.source END
            FROM (SELECT 1) LEFT JOIN (
                SELECT sentence, sentence_mark_start, sentence_mark_length, source FROM study_card
                WHERE kind = ?1 AND key = ?2 AND reading = ?3 AND sentence IS NOT NULL LIMIT 1
            ) AS sibling
            """).execute(arguments: [item.kind.rawValue, item.key, item.reading ?? "", imported.cardKind.rawValue, card.state.rawValue,
                                     card.step, card.stability, card.difficulty, card.due.secondsSince1970,
                                     card.lastReview?.secondsSince1970, imported.addedAt.secondsSince1970, imported.frequencyRank,
                                     aside.isSuspended ? 1 : 0, aside.buriedUntil?.secondsSince1970, aside.isLeech ? 1 : 0,
                                     sentence?.text, sentence?.markStart, sentence?.markLength, sentence?.source])
    }

    /// The review lines, bound straight to SQLite's statement: an import writes hundreds of thousands, and GRDB's
    /// argument arrays (a boxed value each) took most of the write's time.
    private static func insertReviews(_ reviews: [StudyImportReview], cardID: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, stability_before,
                difficulty_before, due_before, last_review_before, state_after, anki_id, anki_duration_ms)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let handle = statement.sqliteStatement
        for review in reviews {
            let before = review.before
            sqlite3_reset(handle)
            sqlite3_bind_int64(handle, 1, cardID)
            sqlite3_bind_int64(handle, 2, review.reviewedAt.secondsSince1970)
            sqlite3_bind_int64(handle, 3, Int64(review.rating.rawValue))
            sqlite3_bind_int64(handle, 4, Int64(before.state.rawValue))
            bind(handle, 5, before.step.map(Int64.init))
            bind(handle, 6, before.stability)
            bind(handle, 7, before.difficulty)
            sqlite3_bind_int64(handle, 8, before.due.secondsSince1970)
            bind(handle, 9, before.lastReview?.secondsSince1970)
            sqlite3_bind_int64(handle, 10, Int64(review.stateAfter.rawValue))
            bind(handle, 11, review.anki?.revlogID)
            bind(handle, 12, review.anki?.durationMilliseconds)
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                sqlite3_reset(handle)
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
            }
        }
        sqlite3_reset(handle)
    }

    private static func bind(_ handle: SQLiteStatement, _ index: Int32, _ value: Int64?) {
        if let value { sqlite3_bind_int64(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    private static func bind(_ handle: SQLiteStatement, _ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }
}

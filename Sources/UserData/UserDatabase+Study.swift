import FSRS
import GRDB

/// The study list: one FSRS card per kept kanji or word, and the log of every grade.
///
/// Each call is one transaction, committed before it returns: keeping several items keeps all of them or
/// none, and a grade writes the card and its log line together. Several instances may study from one file
/// at once; a grade is always computed from the card as the file holds it (see `review(cardID:grade:)`), so
/// no instance's grade is lost to another's.
extension UserDatabase {
    // MARK: - Keeping

    /// Keeps every item of `items` as a new card due at `now`, in one transaction: all of them, or none
    /// when the write fails. An item already kept keeps its card unchanged.
    /// - Returns: each item's row, in the order given, saying whether it is new; an item given twice is
    ///   reported once.
    /// - Throws: `.badInput` for an empty key (and then nothing is kept); otherwise a write failure.
    @discardableResult
    public func keepForStudy(_ items: [RecordedItem], at now: Timestamp) throws(UserDataError) -> [StudyAddition] {
        try keepForStudy(items.map { StudyKeeping($0) }, at: now)
    }

    /// Keeps every item of `keepings` as new cards due at `now`, with its sentence and frequency rank, in one
    /// transaction: all of them, or none when the write fails. An item gets a card of each kind the deck makes
    /// (`StudySettings.cardKinds`) that fits it (`CardKind.fits`: no reading card for a word written in kana, writing
    /// cards for kanji only).
    ///
    /// An item already kept keeps its card and its review log unchanged; only what it lacks is filled in: the
    /// sentence given, when it has none (a sentence is never replaced: the first one met is the card's), and
    /// the frequency rank, when it has none.
    /// - Returns: each item's first card (``studyRow(for:)``) as it is now, in the order given, saying whether it is
    ///   new and whether its sentence was recorded; an item given twice is reported once (the first time).
    /// - Parameter kinds: the kinds a new item gets instead of the deck's (a word's kanji kept for writing alone).
    /// - Throws: `.badInput` for an empty key or a sentence whose mark lies outside it (and then nothing is
    ///   kept); otherwise a write failure.
    @discardableResult
    public func keepForStudy(_ keepings: [StudyKeeping], kinds chosen: [CardKind]? = nil, at now: Timestamp) throws(UserDataError) -> [StudyAddition] {
        if let empty = keepings.first(where: { $0.item.key.isEmpty }) {
            throw UserDataError(.badInput, path: path, "a \(empty.item.kind.rawValue) to study needs a key, not an empty string")
        }
        for keeping in keepings {
            if let problem = keeping.sentence?.problem {
                throw UserDataError(.badInput, path: path, "\(keeping.item.key): \(problem)")
            }
            if let rank = keeping.frequencyRank, rank <= 0 {
                throw UserDataError(.badInput, path: path, "\(keeping.item.key): a frequency rank is 1 or more, not \(rank)")
            }
        }
        return try write { db in
            // By scalars, as the file's UNIQUE compares bytes: Swift's String equality would take a CJK
            // compatibility ideograph (U+F900…) for the unified one it decomposes to, and keep only one.
            var seen = Set<[Unicode.Scalar]>()
            var additions: [StudyAddition] = []
            let kinds = try chosen ?? Self.deckCardKinds(in: db)
            for keeping in keepings {
                let item = keeping.item
                guard seen.insert(Array("\(item.kind.rawValue)\t\(item.key)\t\(item.reading ?? "")".unicodeScalars)).inserted else { continue }
                if let kept = try Self.studyRow(for: item, in: db) {
                    additions.append(try Self.fillIn(kept, from: keeping, in: db))
                    continue
                }
                let fitting = kinds.filter { $0.fits(isKanji: item.kind == .kanji, key: item.key, reading: item.reading) }
                var first: StudyRow?
                for cardKind in fitting.isEmpty ? [CardKind.recognition] : fitting {
                    let row = try Self.insertNewCard(of: keeping, kind: cardKind, at: now, in: db)
                    first = first ?? row
                }
                if let first { additions.append(StudyAddition(row: first, isNew: true)) }
            }
            return additions
        }
    }

    /// Inserts one new card of `keeping`'s item asked as `kind`, due at `now`, with its sentence and rank.
    static func insertNewCard(of keeping: StudyKeeping, kind: CardKind, at now: Timestamp, in db: Database) throws -> StudyRow {
        let item = keeping.item
        let sentence = keeping.sentence
        try db.cachedStatement(sql: """
            INSERT INTO study_card (kind, key, reading, card_kind, state, step, due, added_at,
                sentence, sentence_mark_start, sentence_mark_length, source, frequency_rank)
            VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [item.kind.rawValue, item.key, item.reading ?? "", kind.rawValue, CardState.new.rawValue,
                                     now.secondsSince1970, now.secondsSince1970, sentence?.text, sentence?.markStart,
                                     sentence?.markLength, sentence?.source, keeping.frequencyRank])
        return StudyRow(item: item, card: Card.new(id: db.lastInsertedRowID, due: now), addedAt: now, sentence: sentence,
                        frequencyRank: keeping.frequencyRank, cardKind: kind)
    }

    /// The kinds the deck gives an item kept (`study_settings.card_kinds`), ``CardKind/defaults`` when none were
    /// chosen; names this program does not know (a later kanji-tui's) are passed over.
    static func deckCardKinds(in db: Database) throws -> [CardKind] {
        guard let text = try String.fetchOne(db, sql: "SELECT card_kinds FROM study_settings WHERE id = 1") else { return CardKind.defaults }
        let kinds = text.split(separator: ",").compactMap { CardKind(rawValue: String($0)) }
        return kinds.isEmpty ? CardKind.defaults : kinds.sorted()
    }

    /// An already-kept item's first card `row` with what `keeping` brings that it lacks (its sentence, its frequency
    /// rank) written into every card of the item: the item's cards share what it was kept from.
    private static func fillIn(_ row: StudyRow, from keeping: StudyKeeping, in db: Database) throws -> StudyAddition {
        let item = row.item
        let sentence = row.sentence == nil ? keeping.sentence : nil
        if let sentence {
            try db.cachedStatement(sql: """
                UPDATE study_card SET sentence = ?, sentence_mark_start = ?, sentence_mark_length = ?, source = ?
                WHERE kind = ? AND key = ? AND reading = ? AND sentence IS NULL
                """).execute(arguments: [sentence.text, sentence.markStart, sentence.markLength, sentence.source,
                                         item.kind.rawValue, item.key, item.reading ?? ""])
        }
        let rank = row.frequencyRank == nil ? keeping.frequencyRank : nil
        if let rank {
            try db.cachedStatement(sql: "UPDATE study_card SET frequency_rank = ? WHERE kind = ? AND key = ? AND reading = ? AND frequency_rank IS NULL")
                .execute(arguments: [rank, item.kind.rawValue, item.key, item.reading ?? ""])
        }
        let filled = StudyRow(item: row.item, card: row.card, addedAt: row.addedAt, sentence: row.sentence ?? sentence,
                              frequencyRank: row.frequencyRank ?? rank, setAside: row.setAside, cardKind: row.cardKind)
        return StudyAddition(row: filled, isNew: false, recordedSentence: sentence != nil)
    }

    /// Gives every card without a frequency rank the one `rank` finds for its item: cards kept before ranks were
    /// stored (schema v4) or by an older kanji-tui, so new cards can be introduced by frequency. Only
    /// `frequency_rank` is written, and only where it is NULL; the cards' schedules and logs stay as they are.
    /// - Parameter rank: the item's rank (1 the most common), or `nil` when the data has none (the card stays
    ///   without one, introduced after the ranked ones).
    /// - Returns: how many cards got a rank.
    @discardableResult
    public func fillMissingFrequencyRanks(_ rank: (RecordedItem) -> Int?) throws(UserDataError) -> Int {
        let unranked = try read { db in
            try Row.fetchAll(db, sql: "SELECT id, kind, key, reading FROM study_card WHERE frequency_rank IS NULL").compactMap { row in
                RecordedItem.Kind(rawValue: row[1]).map { (id: row[0] as Int64, item: RecordedItem(kind: $0, key: row[2], reading: row[3])) }
            }
        }
        let found = unranked.compactMap { card in rank(card.item).flatMap { $0 > 0 ? (card.id, $0) : nil } }
        guard !found.isEmpty else { return 0 }
        return try write { db in
            var filled = 0
            for (id, rank) in found {
                try db.cachedStatement(sql: "UPDATE study_card SET frequency_rank = ? WHERE id = ? AND frequency_rank IS NULL")
                    .execute(arguments: [rank, id])
                filled += db.changesCount
            }
            return filled
        }
    }

    /// Stops studying every item of `items`, with their review logs, in one transaction.
    /// - Returns: the items that were kept and are now gone (those not kept are left out).
    @discardableResult
    public func stopStudying(_ items: [RecordedItem]) throws(UserDataError) -> [RecordedItem] {
        try write { db in
            var removed: [RecordedItem] = []
            for item in items {
                try db.cachedStatement(sql: "DELETE FROM study_card WHERE kind = ? AND key = ? AND reading = ?")
                    .execute(arguments: [item.kind.rawValue, item.key, item.reading ?? ""])
                if db.changesCount > 0 { removed.append(item) }
            }
            return removed
        }
    }

    // MARK: - Reviewing

    /// Saves one grade of the card `cardID`: reads the card as the file holds it, lets `grade` compute the
    /// graded card and its log line from it, and writes both — all inside one write transaction.
    ///
    /// The file's write lock is held from the read to the commit, so a grade is always computed from the
    /// card as it is, never from a copy another instance has graded since: two instances reviewing at once
    /// both have their grades applied, one after the other, and neither is lost. `grade` runs under that
    /// lock and should only compute (the scheduler takes microseconds).
    /// - Parameter grade: the card now → the card after the grade and the log line (for this same card).
    ///
    /// A grade of Again on a card in review is a lapse; the lapse that brings the card's lapses (counted from its log)
    /// to the leech threshold (`StudySettings.leechThreshold`), and every half-threshold after it, tags the card a
    /// leech and suspends it, as Anki does by default, in the same transaction, and the log line records that it did.
    /// - Returns: `.saved` with the log line's id and the card written, `.savedAsLeech` when the grade also made the
    ///   card a leech, or `.removed` when the card is no longer kept (nothing is written).
    /// - Throws: `.badInput` when `grade` returns another card's result (nothing is written); otherwise a
    ///   write failure.
    public func review(cardID: Int64, grade: (Card) -> (card: Card, log: ReviewLog)) throws(UserDataError) -> ReviewSaveOutcome {
        let outcome: Result<ReviewSaveOutcome, UserDataError> = try write { db in
            guard let stored = try Self.card(id: cardID, in: db) else { return .success(.removed) }
            let (card, log) = grade(stored)
            guard card.id == cardID, log.cardID == cardID else {
                return .failure(UserDataError(.badInput, path: path,
                    "a grade of card \(cardID) must return that card, not card \(card.id) with log of card \(log.cardID)"))
            }
            try db.cachedStatement(sql: """
                UPDATE study_card SET state = ?, step = ?, stability = ?, difficulty = ?, due = ?, last_review = ?
                WHERE id = ?
                """).execute(arguments: [card.state.rawValue, card.step, card.stability, card.difficulty,
                                         card.due.secondsSince1970, card.lastReview?.secondsSince1970, card.id])
            try db.cachedStatement(sql: """
                INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, stability_before,
                    difficulty_before, due_before, last_review_before, state_after)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [card.id, log.reviewedAt.secondsSince1970, log.rating.rawValue,
                                         stored.state.rawValue, stored.step, stored.stability, stored.difficulty,
                                         stored.due.secondsSince1970, stored.lastReview?.secondsSince1970,
                                         log.stateAfter.rawValue])
            let logID = db.lastInsertedRowID
            guard stored.state == .review, log.rating == .again, let lapses = try Self.leechLapses(cardID: cardID, in: db) else {
                return .success(.saved(logID: logID, card: card))
            }
            try db.cachedStatement(sql: "UPDATE study_card SET leech = 1, suspended = 1 WHERE id = ?").execute(arguments: [cardID])
            try db.cachedStatement(sql: "UPDATE study_review SET made_leech = 1 WHERE id = ?").execute(arguments: [logID])
            return .success(.savedAsLeech(logID: logID, card: card, lapses: lapses))
        }
        return try outcome.get()
    }

    /// The card's lapses when they make it a leech now: Anki's rule, at the threshold and every half-threshold (at
    /// least 1) after it, so a leech unsuspended and failed again is suspended again. `nil` when they do not, or when
    /// the threshold is 0 (leeches off).
    private static func leechLapses(cardID: Int64, in db: Database) throws -> Int? {
        let stored = try Int.fetchOne(db, sql: "SELECT leech_threshold FROM study_settings WHERE id = 1")
        let threshold = stored ?? StudySettings.defaultLeechThreshold
        guard threshold > 0 else { return nil }
        let lapses = try lapses(cardID: cardID, in: db)
        guard lapses >= threshold, (lapses - threshold) % max(1, threshold / 2) == 0 else { return nil }
        return lapses
    }

    /// Takes back the grade `logID`: deletes its log line and puts the card back as it was before the
    /// grade, in one transaction — unless the card has been graded again since (by another instance),
    /// whose later grade is then kept and nothing changes. A grade that made the card a leech takes back the
    /// suspension, and the tag unless an earlier grade had made it a leech.
    public func undoReview(logID: Int64) throws(UserDataError) -> ReviewUndoOutcome {
        try write { db in
            guard let review = try Row.fetchOne(db, sql: "SELECT * FROM study_review WHERE id = ?", arguments: [logID])
                .flatMap({ try Self.reviewRow($0) }) else {
                return .notFound
            }
            let later = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM study_review WHERE card_id = ? AND id > ?)",
                                          arguments: [review.log.cardID, logID]) ?? false
            guard !later else { return .gradedAgainSince }
            let before = review.before
            try db.execute(sql: """
                UPDATE study_card SET state = ?, step = ?, stability = ?, difficulty = ?, due = ?, last_review = ?
                WHERE id = ?
                """, arguments: [before.state.rawValue, before.step, before.stability, before.difficulty,
                                 before.due.secondsSince1970, before.lastReview?.secondsSince1970, before.id])
            if try Bool.fetchOne(db, sql: "SELECT made_leech FROM study_review WHERE id = ?", arguments: [logID]) == true {
                try db.execute(sql: """
                    UPDATE study_card SET suspended = 0,
                        leech = EXISTS (SELECT 1 FROM study_review WHERE card_id = ? AND made_leech = 1 AND id <> ?)
                    WHERE id = ?
                    """, arguments: [before.id, logID, before.id])
            }
            try db.execute(sql: "DELETE FROM study_review WHERE id = ?", arguments: [logID])
            return .undone(restored: before)
        }
    }

    // MARK: - Reading

    /// The first card of `item` — its recognition card, or else the one kept first — or `nil` when it is not kept:
    /// what "is it kept?" and the item's screens ask.
    public func studyRow(for item: RecordedItem) throws(UserDataError) -> StudyRow? {
        try read { db in try Self.studyRow(for: item, in: db) }
    }

    /// Every card of `item`, in template order (recognition, production, reading); empty when it is not kept.
    public func studyRows(of item: RecordedItem) throws(UserDataError) -> [StudyRow] {
        try read { db in try Self.studyRows(of: item, in: db) }
    }

    /// The whole review log, in the order the grades were saved, for export and replay.
    public func reviewLog() throws(UserDataError) -> [StudyReviewRow] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM study_review ORDER BY id").compactMap { try Self.reviewRow($0) }
        }
    }

    // MARK: - Rows

    /// Asked once per item drawn ("is this kept?"), so the statement is prepared once per connection: parsing
    /// it again cost a fifth of the browser's first frame (callgrind: 8.4 M of 48.8 M instructions).
    static func studyRow(for item: RecordedItem, in db: Database) throws -> StudyRow? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(StudyRowScan.columns) FROM study_card WHERE kind = ? AND key = ? AND reading = ?
            ORDER BY card_kind <> 'recognition', id LIMIT 1
            """)
        return try StudyRowScan.rows(statement, arguments: [item.kind.rawValue, item.key, item.reading ?? ""], in: db).first
    }

    static func studyRows(of item: RecordedItem, in db: Database) throws -> [StudyRow] {
        let statement = try db.cachedStatement(sql: "SELECT \(StudyRowScan.columns) FROM study_card WHERE kind = ? AND key = ? AND reading = ?")
        return try StudyRowScan.rows(statement, arguments: [item.kind.rawValue, item.key, item.reading ?? ""], in: db)
            .sorted { $0.cardKind < $1.cardKind }
    }

    private static func card(id: Int64, in db: Database) throws -> Card? {
        try StudyRowScan.rows(db, sql: "SELECT \(StudyRowScan.columns) FROM study_card WHERE id = ?", arguments: [id]).first?.card
    }

    /// A `study_review` row; one whose stability or difficulty before is no finite number is damage (`StoredNumber`).
    private static func reviewRow(_ row: Row) throws -> StudyReviewRow? {
        guard let rating = Rating(rawValue: row["rating"]), let before = CardState(rawValue: row["state_before"]),
              let after = CardState(rawValue: row["state_after"]) else {
            return nil
        }
        let cardID: Int64 = row["card_id"]
        let log = ReviewLog(cardID: cardID, rating: rating, reviewedAt: Timestamp(secondsSince1970: row["reviewed_at"]),
                            stateBefore: before, stateAfter: after)
        let owner = "review \(row["id"] as Int64) of study card \(cardID)"
        let card = Card(id: cardID, state: before, step: row["step_before"],
                        stability: try StoredNumber.finite(row["stability_before"], field: "stability before it", of: owner),
                        difficulty: try StoredNumber.finite(row["difficulty_before"], field: "difficulty before it", of: owner), due: Timestamp(secondsSince1970: row["due_before"]),
                        lastReview: (row["last_review_before"] as Int64?).map(Timestamp.init))
        let ankiID: Int64? = row["anki_id"]
        return StudyReviewRow(id: row["id"], log: log, before: card,
                              anki: ankiID.map { StudyReviewRow.AnkiIdentity(revlogID: $0, durationMilliseconds: row["anki_duration_ms"] ?? 0) })
    }
}

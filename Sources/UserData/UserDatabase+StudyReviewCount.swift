import GRDB

extension UserDatabase {
    /// How many grades the review log holds for `item`'s card: what taking it off the study list would delete with
    /// it, which the browser names before asking. 0 when it is not kept or never reviewed.
    public func reviewCount(of item: RecordedItem) throws(UserDataError) -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM study_review JOIN study_card ON study_card.id = study_review.card_id
                WHERE study_card.kind = ? AND study_card.key = ? AND study_card.reading = ?
                """, arguments: [item.kind.rawValue, item.key, item.reading ?? ""]) ?? 0
        }
    }
}

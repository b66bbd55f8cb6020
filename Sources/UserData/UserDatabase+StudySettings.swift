import FSRS
import GRDB

/// The study list's scheduling settings (`study_settings`, schema v3): read when the browser or a study
/// command builds its scheduler or counts what today allows, written by `kanji-tui study optimize` and `study config`
/// and the Study tab's `+`/`_`, `>`/`<` and `o`.
extension UserDatabase {
    /// The settings as stored; the defaults (both `nil`) when none were ever set. A stored parameter list that
    /// does not read as 21 numbers is taken as none (the defaults), rather than stopping every review.
    public func studySettings() throws(UserDataError) -> StudySettings {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT parameters, desired_retention, new_per_day, reviews_per_day, new_order, leech_threshold, card_kinds
                FROM study_settings WHERE id = 1
                """) else {
                return StudySettings()
            }
            let text: String? = row["parameters"]
            let parameters = text.map { $0.split(separator: ",").compactMap { Double($0) } }.flatMap { $0.count == 21 ? $0 : nil }
            return StudySettings(parameters: parameters, desiredRetention: row["desired_retention"],
                                 newPerDay: row["new_per_day"], reviewsPerDay: row["reviews_per_day"],
                                 newOrder: (row["new_order"] as String?).flatMap(StudyNewCardOrder.init(rawValue:)),
                                 leechThreshold: row["leech_threshold"],
                                 cardKinds: try (row["card_kinds"] as String?).map { _ in try Self.deckCardKinds(in: db) })
        }
    }

    /// Stores the 21 FSRS-6 parameters the scheduler is to use from now on; `nil` goes back to the defaults.
    /// Cards keep their stability and difficulty: the new parameters apply from each card's next grade.
    /// - Throws: `.badInput` for a list that is not 21 finite numbers (nothing is written); otherwise a write failure.
    public func saveStudyParameters(_ parameters: [Double]?) throws(UserDataError) {
        if let parameters, parameters.count != 21 || !parameters.allSatisfy(\.isFinite) {
            throw UserDataError(.badInput, path: path, "FSRS-6 takes 21 finite parameters, not \(parameters)")
        }
        let text = parameters?.map { "\($0)" }.joined(separator: ",")
        try write { db in
            try db.execute(sql: """
                INSERT INTO study_settings (id, parameters) VALUES (1, ?)
                ON CONFLICT (id) DO UPDATE SET parameters = excluded.parameters
                """, arguments: [text])
        }
    }

    /// Stores the desired retention; `nil` goes back to the scheduler's 0.9.
    /// - Throws: `.badInput` outside `StudySettings.retentionRange` (nothing is written); otherwise a write failure.
    public func saveDesiredRetention(_ retention: Double?) throws(UserDataError) {
        if let retention, !StudySettings.retentionRange.contains(retention) {
            throw UserDataError(.badInput, path: path,
                "a desired retention is between \(StudySettings.retentionRange.lowerBound) and \(StudySettings.retentionRange.upperBound), not \(retention)")
        }
        try write { db in
            try db.execute(sql: """
                INSERT INTO study_settings (id, desired_retention) VALUES (1, ?)
                ON CONFLICT (id) DO UPDATE SET desired_retention = excluded.desired_retention
                """, arguments: [retention])
        }
    }

    /// Stores how many new cards a study day introduces; `nil` goes back to ``StudySettings/defaultNewPerDay``.
    /// - Throws: `.badInput` for a negative count (nothing is written); otherwise a write failure.
    public func saveNewCardsPerDay(_ count: Int?) throws(UserDataError) {
        try saveDailyLimit(count, column: "new_per_day", naming: "new cards per day")
    }

    /// Stores how many review cards a study day shows; `nil` is no limit.
    /// - Throws: `.badInput` for a negative count (nothing is written); otherwise a write failure.
    public func saveReviewsPerDay(_ count: Int?) throws(UserDataError) {
        try saveDailyLimit(count, column: "reviews_per_day", naming: "reviews per day")
    }

    /// What a study day has used of its limits: the new cards introduced and the review cards graded since
    /// `dayStart` (the day's 4:00 local time, which the caller knows and this library, without a time zone,
    /// does not). Counted from the review log — a grade's `state_before` says what the card was — so an undone
    /// grade gives its card back, and grades given by another instance count too. Relearning and learning
    /// grades count towards neither, as in Anki.
    public func studiedToday(since dayStart: Timestamp) throws(UserDataError) -> (newCards: Int, reviews: Int) {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(state_before = 0), 0), COALESCE(SUM(state_before = 2), 0)
                FROM study_review WHERE reviewed_at >= ?
                """, arguments: [dayStart.secondsSince1970])
            return (row?[0] ?? 0, row?[1] ?? 0)
        }
    }

    /// Stores how many lapses make a card a leech (0: never); `nil` goes back to ``StudySettings/defaultLeechThreshold``.
    /// - Throws: `.badInput` for a negative count (nothing is written); otherwise a write failure.
    public func saveLeechThreshold(_ count: Int?) throws(UserDataError) {
        try saveDailyLimit(count, column: "leech_threshold", naming: "a leech threshold")
    }

    /// Stores the order new cards are introduced in; `nil` goes back to ``StudyNewCardOrder/kept``.
    public func saveNewCardOrder(_ order: StudyNewCardOrder?) throws(UserDataError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO study_settings (id, new_order) VALUES (1, ?)
                ON CONFLICT (id) DO UPDATE SET new_order = excluded.new_order
                """, arguments: [order?.rawValue])
        }
    }

    /// Stores a count of 0 or more in `column` (a daily limit, the leech threshold).
    private func saveDailyLimit(_ count: Int?, column: String, naming name: String) throws(UserDataError) {
        if let count, count < 0 {
            throw UserDataError(.badInput, path: path, "\(name) is a count of 0 or more, not \(count)")
        }
        try write { db in
            try db.execute(sql: """
                INSERT INTO study_settings (id, \(column)) VALUES (1, ?)
                ON CONFLICT (id) DO UPDATE SET \(column) = excluded.\(column)
                """, arguments: [count])
        }
    }
}

import FSRS
import GRDB

/// The study list's scheduling settings (`study_settings`, schema v3): read when the browser or a study
/// command builds its scheduler, written by `kanji-tui study optimize`.
extension UserDatabase {
    /// The settings as stored; the defaults (both `nil`) when none were ever set. A stored parameter list that
    /// does not read as 21 numbers is taken as none (the defaults), rather than stopping every review.
    public func studySettings() throws(UserDataError) -> StudySettings {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT parameters, desired_retention FROM study_settings WHERE id = 1") else {
                return StudySettings()
            }
            let text: String? = row["parameters"]
            let parameters = text.map { $0.split(separator: ",").compactMap { Double($0) } }.flatMap { $0.count == 21 ? $0 : nil }
            return StudySettings(parameters: parameters, desiredRetention: row["desired_retention"])
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
}

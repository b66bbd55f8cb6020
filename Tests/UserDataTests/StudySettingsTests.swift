import FSRS
import GRDB
import Testing
@testable import UserData

/// The scheduling settings `study optimize` stores (schema v3) and the scheduler built from them.
@Suite struct StudySettingsTests {
    @Test func a_new_file_schedules_with_the_defaults() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(try database.studySettings() == StudySettings())
        #expect(try database.studySettings().scheduler.parameters == Scheduler.defaultParameters)
        #expect(try database.studySettings().scheduler.desiredRetention == 0.9)
    }

    @Test func parameters_and_retention_are_stored_to_the_bit_and_kept_apart() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let fitted = Scheduler.defaultParameters.map { $0 * 1.1 + 1e-9 }
        try UserDatabase.open(at: path).saveStudyParameters(fitted)
        try UserDatabase.open(at: path).saveDesiredRetention(0.85)
        let settings = try UserDatabase.open(at: path).studySettings()
        #expect(settings == StudySettings(parameters: fitted, desiredRetention: 0.85))
        #expect(settings.scheduler.parameters == fitted && settings.scheduler.desiredRetention == 0.85)

        try UserDatabase.open(at: path).saveStudyParameters(nil)
        #expect(try UserDatabase.open(at: path).studySettings() == StudySettings(desiredRetention: 0.85))
    }

    @Test func a_file_of_the_study_schema_gets_the_settings_table_after_a_backup_and_keeps_its_cards() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let studySchema = UserDataSchema(versions: [UserDataSchema.history, UserDataSchema.study])
        // Kept as the v2 program wrote a card (today's keepForStudy writes the columns of later versions).
        try UserDatabase.open(at: path, schema: studySchema).write { db in
            try db.execute(sql: "INSERT INTO study_card (kind, key, reading, state, step, due, added_at) VALUES ('kanji', '日', '', 0, 0, 0, 0)")
        }

        let upgraded = try UserDatabase.open(at: path)
        #expect(try upgraded.studyRows().map(\.item) == [.kanji("日")])
        #expect(try upgraded.studySettings() == StudySettings())
        try upgraded.saveDesiredRetention(0.8)
        let backup = directory.file("user.sqlite.backup-v2")
        #expect(try !DatabaseQueue(path: backup).read { db in try db.tableExists("study_settings") })
        #expect(try DatabaseQueue(path: backup).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM study_card") } == 1)
    }

    @Test func what_the_scheduler_would_refuse_is_not_stored() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect { try database.saveStudyParameters([1, 2, 3]) } throws: { ($0 as? UserDataError)?.problem == .badInput }
        #expect { try database.saveStudyParameters(Array(repeating: .nan, count: 21)) } throws: {
            ($0 as? UserDataError)?.problem == .badInput
        }
        #expect { try database.saveDesiredRetention(1.5) } throws: { ($0 as? UserDataError)?.problem == .badInput }
        #expect(try database.studySettings() == StudySettings())
    }
}

/// Anki's daily limits as the database keeps them, and what a study day has used of them.
@Suite struct DailyLimitSettingsTests {
    @Test func the_limits_are_stored_apart_from_the_scheduler_and_nil_goes_back_to_the_default() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).saveDesiredRetention(0.85)
        try UserDatabase.open(at: path).saveNewCardsPerDay(25)
        try UserDatabase.open(at: path).saveReviewsPerDay(0)
        #expect(try UserDatabase.open(at: path).studySettings() == StudySettings(desiredRetention: 0.85, newPerDay: 25, reviewsPerDay: 0))
        try UserDatabase.open(at: path).saveNewCardsPerDay(nil)
        try UserDatabase.open(at: path).saveReviewsPerDay(nil)
        #expect(try UserDatabase.open(at: path).studySettings() == StudySettings(desiredRetention: 0.85))
    }

    @Test func a_negative_limit_is_refused_and_nothing_is_written() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect { try database.saveNewCardsPerDay(-1) } throws: { ($0 as? UserDataError)?.problem == .badInput }
        #expect { try database.saveReviewsPerDay(-1) } throws: { ($0 as? UserDataError)?.problem == .badInput }
        #expect(try database.studySettings() == StudySettings())
    }

    /// New cards introduced and review cards graded since the day's start, from the log's `state_before`;
    /// learning grades and yesterday's count towards neither.
    @Test func today_counts_new_cards_introduced_and_reviews_since_the_day_began() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let dayStart = Timestamp(secondsSince1970: 1_800_000_000)
        let yesterday = dayStart.advanced(bySeconds: -3_600)
        let scheduler = Scheduler(enableFuzzing: false)
        let ids = try database.keepForStudy([.kanji("日"), .kanji("月"), .kanji("火")], at: yesterday).map(\.row.card.id)
        // 日: new → review yesterday (not today's), then a review today. 月: new today, then a learning grade.
        // 火: new today.
        _ = try database.review(cardID: ids[0]) { scheduler.review($0, rating: .easy, at: yesterday) }
        _ = try database.review(cardID: ids[0]) { scheduler.review($0, rating: .good, at: dayStart.advanced(byDays: 9)) }
        _ = try database.review(cardID: ids[1]) { scheduler.review($0, rating: .again, at: dayStart) }
        _ = try database.review(cardID: ids[1]) { scheduler.review($0, rating: .good, at: dayStart.advanced(bySeconds: 60)) }
        _ = try database.review(cardID: ids[2]) { scheduler.review($0, rating: .good, at: dayStart.advanced(bySeconds: 120)) }
        let today = try database.studiedToday(since: dayStart)
        #expect(today.newCards == 2 && today.reviews == 1)
        let all = try database.studiedToday(since: yesterday)
        #expect(all.newCards == 3 && all.reviews == 1)
    }
}

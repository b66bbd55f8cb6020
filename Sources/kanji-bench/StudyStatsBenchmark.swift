import FSRS
import Foundation
import GRDB
import KanjiKit
import Browser
import TerminalUI
import UserData
import UserDataStores

// MARK: - StudyStatsBenchmark

/// Issue 23's statistics page on a large deck: issue 19's user database (``LargeUserData``: 50,000 cards) with
/// 100,000 review log lines added, spread over the last 400 days, every kind of review among them. Measures the
/// five aggregate queries alone (`UserDatabase.studyStatistics(at:)`) and `s` on the Study tab through the app,
/// to the statistics page's frame at 120×40; medians of 31.
struct StudyStatsBenchmark {
    let store: KanjiStore
    static let reviewCount = 100_000
    private let size = TerminalSize(rows: 40, columns: 120)
    private let samples = 31

    func run() throws -> [BenchmarkRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-bench-stats-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("large.sqlite").path
        try Self.write(store: store, to: path)
        let now = Timestamp(secondsSince1970: LargeUserData.now)
        let database = try UserDatabase.open(at: path)
        let shape = "50,000 cards, 100,000 reviews"

        var reviews = 0
        let queries = IterationTimer(samples: samples, iterations: 1).medianNanoseconds {
            reviews = (try? database.studyStatistics(at: now))?.retention.last.map { $0.total.total } ?? 0
        }
        guard reviews > 0 else { throw BenchmarkFailure(description: "the statistics counted no review of a review card") }

        let clock = ContinuousClock()
        var opened: [Double] = []
        for _ in 0..<samples {
            let app = try openApp(at: path, now: now)
            app.handle(.character(Character(String(AppTab.study.rawValue))))
            _ = app.render(size: size)
            opened.append(clock.measure {
                app.handle(.character("s"))
                _ = app.render(size: size)
            }.nanoseconds)
        }
        let frame = opened.sorted()[samples / 2] / 1_000_000
        let queryMilliseconds = queries / 1_000_000
        return [
            BenchmarkRow(measure: "study statistics: the five aggregate queries, \(shape) (median of \(samples))",
                         result: "\(queryMilliseconds.fixed(2)) ms", target: "—", isMet: nil),
            BenchmarkRow(measure: "`s` on the Study tab → the statistics page's frame at 120×40, \(shape) (median of \(samples))",
                         result: "\(frame.fixed(2)) ms", target: "≤ 100 ms", isMet: frame <= 100),
        ]
    }

    /// The browser as `kanji-tui` opens it on the file at `path`, its clock at `now`.
    private func openApp(at path: String, now: Timestamp) throws -> TerminalApp {
        let opened = Result { () throws(UserDataError) in try UserDatabase.open(at: path) }
        let browser = try KanjiBrowser.inMemory(store: store, history: DatabaseLookupHistory(opened: opened),
                                                study: DatabaseStudyDeck(opened: opened, frequencyRanks: FrequencyRanks(store: store, words: nil)), now: { now }, firstScreenful: 300)
        return TerminalApp(browser: browser)
    }

    /// Writes the benchmark's database to `path` (a new file): issue 19's 50,000 cards, then ``addReviews(to:)``'s
    /// 100,000 reviews, every time moved so that `now` stands where ``LargeUserData/now`` stood.
    ///
    /// `tools/bench.sh` times `kanji-tui study stats` on it as a whole process, which reads the real clock: moved
    /// to it, the reviews of the last 30 days, the forecast and the overdue cards are those this benchmark's page
    /// shows.
    static func write(store: KanjiStore, to path: String, now: Int64 = LargeUserData.now) throws {
        try LargeUserData(store: store).write(to: path)
        try addReviews(to: path)
        let shift = now - LargeUserData.now
        guard shift != 0 else { return }
        let queue = try DatabaseQueue(path: path)
        try queue.inTransaction { db in
            try db.execute(sql: "UPDATE study_card SET due = due + ?, last_review = last_review + ?, added_at = added_at + ?",
                           arguments: [shift, shift, shift])
            try db.execute(sql: """
                UPDATE study_review SET reviewed_at = reviewed_at + ?, due_before = due_before + ?,
                    last_review_before = last_review_before + ?
                """, arguments: [shift, shift, shift])
            return .commit
        }
    }

    /// 100,000 grades of the file's cards, in one transaction: two a card, from 400 days ago to now, a fifth each
    /// of new, learning and relearning cards' and two fifths of review cards' (intervals of 0 to 59 days, so young
    /// and mature), one in four Again.
    static func addReviews(to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.inTransaction { db in
            let insert = try db.makeStatement(sql: """
                INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, stability_before,
                    difficulty_before, due_before, last_review_before, state_after)
                VALUES (?, ?, ?, ?, NULL, ?, 5.0, ?, ?, ?)
                """)
            for number in 0..<reviewCount {
                let reviewedAt = LargeUserData.now - Int64(number % 400) * 86_400 - Int64(number % 86_400)
                let state = [0, 1, 2, 2, 3][number % 5]
                let interval = Int64(number % 60) * 86_400
                try insert.execute(arguments: [number % LargeUserData.cardCount + 1, reviewedAt, 1 + number % 4, state,
                                               state == 0 ? nil : 3.5, reviewedAt, state == 0 ? nil : reviewedAt - interval,
                                               number % 4 == 0 ? 3 : 2])
            }
            return .commit
        }
    }
}

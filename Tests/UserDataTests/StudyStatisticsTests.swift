import FSRS
import Foundation
import Testing
@testable import UserData

/// The study statistics' SQL aggregates against `DeckStatistics.Tally`, the rules written once in Swift, on the
/// same cards and log; and the edges of the days they count.
@Suite struct StudyStatisticsTests {
    let directory: TemporaryDirectory
    let database: UserDatabase
    /// Noon UTC, so "today" has reviews before and after it.
    static let now = Timestamp(secondsSince1970: 1_800_000_000 / 86_400 * 86_400 + 43_200)
    static let scheduler = Scheduler(enableFuzzing: false)

    init() throws {
        directory = try TemporaryDirectory()
        database = try UserDatabase.open(at: directory.file("user.sqlite"))
    }

    /// The statistics the Tally computes from every card and log line of the file.
    func tallied(at now: Timestamp) throws -> DeckStatistics {
        var tally = DeckStatistics.Tally(now: now)
        for row in try database.studyRows() {
            tally.add(row.card, isSuspended: row.setAside.isSuspended, buriedUntil: row.setAside.buriedUntil, isLeech: row.setAside.isLeech)
        }
        for review in try database.reviewLog() { tally.add(review.log, before: review.before) }
        return tally.result
    }

    /// Each part on its own, so a failure names the chart that differs.
    func expectSame(_ database: DeckStatistics, _ tally: DeckStatistics, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(database.today == tally.today, sourceLocation: sourceLocation)
        #expect(database.reviewsPerDay == tally.reviewsPerDay, sourceLocation: sourceLocation)
        #expect(database.dueForecast == tally.dueForecast, sourceLocation: sourceLocation)
        #expect(database.overdue == tally.overdue, sourceLocation: sourceLocation)
        #expect(database.retention == tally.retention, sourceLocation: sourceLocation)
        #expect(database.cardCounts == tally.cardCounts, sourceLocation: sourceLocation)
        #expect(database.stability == tally.stability, sourceLocation: sourceLocation)
        let averages = (try #require(database.averageStability, sourceLocation: sourceLocation),
                        try #require(tally.averageStability, sourceLocation: sourceLocation))
        #expect(abs(averages.0 - averages.1) < 1e-9, "summed in another order", sourceLocation: sourceLocation)
    }

    func grade(_ item: RecordedItem, _ rating: Rating, at time: Timestamp) throws {
        let cardID = try #require(try database.studyRow(for: item)).card.id
        _ = try database.review(cardID: cardID) { Self.scheduler.review($0, rating: rating, at: time) }
    }

    @Test func the_aggregates_match_the_tally_on_a_deck_reviewed_for_two_years() throws {
        // 60 cards kept over two years, each graded on its due days (sometimes late, sometimes Again), so the
        // deck holds every state, young and mature intervals, and reviews in every retention period.
        var generator = Sequence(seed: 23)
        let start = Self.now.advanced(byDays: -730)
        let items = (0..<60).map { RecordedItem.kanji(String(UnicodeScalar(0x4E00 + $0)!)) }
        for (index, item) in items.enumerated() {
            let kept = start.advanced(bySeconds: Int64(index) * 12 * 86_400)
            try database.keepForStudy([item], at: kept)
            var time = kept
            while true {
                let card = try #require(try database.studyRow(for: item)).card
                time = max(time, card.due).advanced(bySeconds: Int64(generator.next() % 3) * 86_400 + Int64(generator.next() % 3_600))
                guard time < Self.now.advanced(byDays: 1) else { break }
                let roll = generator.next() % 10
                try grade(item, roll == 0 ? .again : roll == 1 ? .hard : roll < 9 ? .good : .easy, at: time)
            }
        }
        let statistics = try database.studyStatistics(at: Self.now)
        try expectSame(statistics, try tallied(at: Self.now))
        #expect(statistics.cardCounts.total == 60)
        #expect(statistics.cardCounts[.mature] > 0 && statistics.cardCounts[.young] > 0)
        #expect(statistics.retention.last!.mature.total > 0 && statistics.retention.last!.young.total > 0)
        #expect(statistics.reviewsPerDay.reduce(0) { $0 + $1.total } > 0)
        #expect(statistics.dueForecast.reduce(0, +) > 0)
        // A day later, a month later: the windows move, the two still agree.
        for days in [1, 31] {
            try expectSame(try database.studyStatistics(at: Self.now.advanced(byDays: days)), try tallied(at: Self.now.advanced(byDays: days)))
        }
    }

    @Test func days_are_utc_days_and_the_forecast_leaves_new_cards_out() throws {
        let midnight = Timestamp(secondsSince1970: Self.now.secondsSince1970 / 86_400 * 86_400)
        try database.keepForStudy([.kanji("日"), .kanji("月"), .kanji("火")], at: midnight.advanced(byDays: -3))
        // 日: learned three days ago, then due on some later day; 月 graded a second before today and at the
        // first second of today; 火 never graded (new: not in the forecast).
        try grade(.kanji("日"), .good, at: midnight.advanced(byDays: -3))
        try grade(.kanji("月"), .again, at: midnight.advanced(bySeconds: -1))
        try grade(.kanji("月"), .good, at: midnight)
        let statistics = try database.studyStatistics(at: Self.now)
        #expect(statistics.today == midnight.secondsSince1970 / 86_400)
        #expect(statistics.reviewsPerDay.suffix(4).map(\.learning) == [1, 0, 1, 1])
        #expect(statistics.cardCounts[.new] == 1 && statistics.cardCounts[.learning] == 2)
        #expect(statistics.dueForecast.reduce(0, +) == 2, "the two cards in learning, not the new one")
        #expect(statistics.overdue == 1, "日's learning step was due three days ago")
        #expect(statistics.retention.allSatisfy { $0.total.total == 0 }, "no review card was graded")
        #expect(statistics == (try tallied(at: Self.now)))
    }

    /// As Anki's statistics: a suspended card is not due, so not in the forecast, and is counted apart; a buried
    /// one is due when its burial ends, not today; a leech is counted besides its category.
    @Test func suspended_cards_leave_the_forecast_and_buried_ones_come_due_when_their_burial_ends() throws {
        let midnight = Timestamp(secondsSince1970: Self.now.secondsSince1970 / 86_400 * 86_400)
        try database.keepForStudy([.kanji("日"), .kanji("月"), .kanji("火"), .kanji("水")], at: midnight.advanced(byDays: -3))
        try database.saveLeechThreshold(1)
        // 日, 月, 火: in learning, their step due three days ago (overdue).
        for item in [RecordedItem.kanji("日"), .kanji("月"), .kanji("火")] { try grade(item, .good, at: midnight.advanced(byDays: -3)) }
        // 水: in review, then a lapse an hour ago: a leech, suspended.
        try grade(.kanji("水"), .easy, at: midnight.advanced(byDays: -3))
        try grade(.kanji("水"), .again, at: Self.now.advanced(bySeconds: -3_600))
        let sun = try #require(try database.studyRow(for: .kanji("日"))).card.id
        _ = try database.setStudyCardSuspended(true, cardID: sun)
        let moon = try #require(try database.studyRow(for: .kanji("月"))).card.id
        _ = try database.buryStudyCard(until: midnight.advanced(byDays: 1).advanced(bySeconds: 4 * 3_600), cardID: moon)
        let statistics = try database.studyStatistics(at: Self.now)
        #expect(statistics.dueForecast[0] == 1 && statistics.overdue == 1, "火 alone is due today, overdue")
        #expect(statistics.dueForecast[1] == 1, "月 is due when its burial ends, tomorrow")
        #expect(statistics.dueForecast.reduce(0, +) == 2, "日 and 水, suspended, are not due")
        #expect(statistics.cardCounts[.suspended] == 2 && statistics.cardCounts[.buried] == 1)
        #expect(statistics.cardCounts[.learning] == 1 && statistics.cardCounts[.relearning] == 0 && statistics.cardCounts.total == 4)
        #expect(statistics.cardCounts.leeches == 1)
        #expect(statistics == (try tallied(at: Self.now)))
        let tomorrow = try database.studyStatistics(at: midnight.advanced(byDays: 1).advanced(bySeconds: 5 * 3_600))
        #expect(tomorrow.cardCounts[.buried] == 0 && tomorrow.cardCounts[.learning] == 2, "the burial over, 月 is learning again")
    }

    @Test func an_empty_deck_has_empty_statistics() throws {
        #expect(try database.studyStatistics(at: Self.now) == .empty(today: DeckStatistics.day(of: Self.now)))
    }
}

/// Deterministic numbers for the fixture (SplitMix64's step): the same deck on every run.
private struct Sequence {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

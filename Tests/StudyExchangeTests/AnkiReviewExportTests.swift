import AnkiPackage
import FSRS
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// Issue 48, "every review goes back": with scheduling, each card of the Anki package carries its kanji-tui grades as
/// Anki's review log (button, kind, the interval given and the one before, FSRS's difficulty after), and the deck's
/// preset carries the learner's settings. (tools/tests/test_anki_import.py imports them into the real Anki.)
@Suite struct AnkiReviewExportTests {
    let lookup: StudyItemLookup
    let scheduler = Scheduler()
    let start = Timestamp(secondsSince1970: 1_764_000_000)
    let day = RecordedItem.kanji("日")

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources))
    }

    /// 日's card graded by kanji-tui's scheduler Good (to the second learning step), Good (graduated), Again when due
    /// (relearning), Good after the relearning step: the log lines as the database keeps them (each with the card
    /// before it), and the card after each grade.
    func graded() -> (log: [StudyReviewRow], after: [Card]) {
        var card = Card.new(id: 7, due: start)
        var time = start
        var log: [StudyReviewRow] = []
        var after: [Card] = []
        for (index, rating) in [Rating.good, .good, .again, .good].enumerated() {
            let (next, line) = scheduler.review(card, rating: rating, at: time)
            log.append(StudyReviewRow(id: Int64(index + 1), log: line, before: card))
            after.append(next)
            card = next
            time = next.due
        }
        return (log, after)
    }

    /// The answers the package gives 日's card when it stands as `card` with `log`.
    func answers(card: Card, log: [StudyReviewRow], withScheduling: Bool = true, settings: StudySettings = StudySettings())
        throws -> (reviews: [AnkiReview], preset: AnkiDeckPreset) {
        let row = StudyRow(item: day, card: card, addedAt: start, cardKind: .recognition)
        let package = try AnkiStudyPackage(lookup: lookup, settings: settings)
            .package(deck: "d", rows: [row], log: log, withScheduling: withScheduling, now: start.advanced(byDays: 30))
        return (try #require(package.notes.first?.cards.first).reviews, package.preset)
    }

    @Test func every_grade_is_an_answer_with_its_button_kind_intervals_and_difficulty() throws {
        let (log, after) = graded()
        let reviews = try answers(card: try #require(after.last), log: log.reversed()).reviews
        let times = log.map(\.log.reviewedAt)
        #expect(reviews.map(\.answeredAt) == times.map(\.secondsSince1970), "oldest first, whatever the order given")
        #expect(reviews.map(\.ease) == [3, 3, 1, 3])
        #expect(reviews.map(\.kind) == [.learning, .learning, .review, .relearning], "a new card's first answer is a learning one")
        // The steps as seconds (10 minutes: the second learning step, the relearning step), the reviews as days.
        let graduated = Int(after[1].due.wholeDays(since: times[1])), relearned = Int(after[3].due.wholeDays(since: times[3]))
        #expect(graduated >= 1 && relearned >= 1)
        #expect(reviews.map(\.interval) == [.seconds(600), .days(graduated), .seconds(600), .days(relearned)])
        #expect(reviews.map(\.lastInterval) == [.days(0)] + reviews.map(\.interval).dropLast())
        #expect(reviews.map(\.difficulty) == after.map(\.difficulty), "the difficulty each grade left")
    }

    @Test func a_card_made_new_since_its_last_grade_has_that_grade_replayed() throws {
        let (log, after) = graded()
        let kept = try answers(card: try #require(after.last), log: log).reviews
        // Nothing keeps what the last grade left: kanji-tui's scheduler gives it again (its fuzz is the card's own).
        let reset = try answers(card: Card.new(id: 7, due: start.advanced(byDays: 20)), log: log).reviews
        #expect(reset == kept)
    }

    @Test func an_answer_that_came_from_anki_goes_back_under_its_revlog_id_with_its_time() throws {
        let (log, after) = graded()
        let fromAnki = log.enumerated().map { index, row in
            index < 2 ? StudyReviewRow(id: row.id, log: row.log, before: row.before,
                                       anki: .init(revlogID: row.log.reviewedAt.secondsSince1970 * 1000 + 457, durationMilliseconds: 6_200))
                      : row
        }
        let reviews = try answers(card: try #require(after.last), log: fromAnki).reviews
        #expect(reviews.map(\.revlogID) == [log[0].log.reviewedAt.secondsSince1970 * 1000 + 457,
                                            log[1].log.reviewedAt.secondsSince1970 * 1000 + 457, nil, nil])
        #expect(reviews.map(\.durationMilliseconds) == [6_200, 6_200, 0, 0], "kanji-tui's own answers are not timed")
    }

    @Test func without_scheduling_no_answer_goes() throws {
        let (log, after) = graded()
        #expect(try answers(card: try #require(after.last), log: log, withScheduling: false).reviews.isEmpty)
    }

    @Test func the_deck_preset_is_the_learners_scheduler_limits_and_leech_threshold() throws {
        let (log, after) = graded()
        let parameters = Scheduler.defaultParameters.map { $0 * 1.01 }
        let settings = StudySettings(parameters: parameters, desiredRetention: 0.85, newPerDay: 7, reviewsPerDay: nil, leechThreshold: 0)
        let preset = try answers(card: try #require(after.last), log: log, settings: settings).preset
        #expect(preset.name == "kanji-tui" && preset.parameters == parameters && preset.desiredRetention == 0.85)
        #expect(preset.learningSteps == scheduler.learningSteps && preset.relearningSteps == scheduler.relearningSteps)
        #expect(preset.maximumIntervalDays == scheduler.maximumInterval)
        #expect(preset.newPerDay == 7 && preset.leechThreshold == 0)
        #expect(preset.reviewsPerDay == AnkiDeckPreset.mostReviewsPerDay, "no limit: the most Anki takes")
        for (limit, inAnki) in [(150, 150), (20_000, AnkiDeckPreset.mostReviewsPerDay)] {
            let limited = StudySettings(reviewsPerDay: limit)
            #expect(try answers(card: try #require(after.last), log: log, settings: limited).preset.reviewsPerDay == inAnki)
        }
        let defaults = try answers(card: try #require(after.last), log: log).preset
        #expect(defaults.newPerDay == StudySettings.defaultNewPerDay && defaults.leechThreshold == StudySettings.defaultLeechThreshold)
    }
}

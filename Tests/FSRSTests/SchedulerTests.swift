import Testing
@testable import FSRS

/// The scheduler's rules spelled out on single cards (the numbers are py-fsrs 6.3.2's).
@Suite struct SchedulerTests {
    private let scheduler = Scheduler(enableFuzzing: false)
    private let now = Timestamp(secondsSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
    private let minute: Int64 = 60
    private let day: Int64 = 86_400

    private func reviewCard(stability: Double, difficulty: Double, lastReview: Timestamp) -> Card {
        Card(id: 1, state: .review, step: nil, stability: stability, difficulty: difficulty,
             due: lastReview, lastReview: lastReview)
    }

    // MARK: - Learning

    @Test func a_new_card_walks_the_learning_steps_one_and_ten_minutes() {
        let card = Card.new(id: 1, due: now)
        let again = scheduler.review(card, rating: .again, at: now).card
        #expect(again.state == .learning && again.step == 0 && again.due == now.advanced(bySeconds: 1 * minute))
        let hard = scheduler.review(card, rating: .hard, at: now).card
        #expect(hard.state == .learning && hard.step == 0 && hard.due == now.advanced(bySeconds: 330))
        let good = scheduler.review(card, rating: .good, at: now).card
        #expect(good.state == .learning && good.step == 1 && good.due == now.advanced(bySeconds: 10 * minute))
        #expect(good.stability == 2.3065 && good.lastReview == now)
    }

    @Test func easy_on_a_new_card_or_good_on_the_last_step_graduates_to_review_in_days() {
        let easy = scheduler.review(Card.new(id: 1, due: now), rating: .easy, at: now).card
        #expect(easy.state == .review && easy.step == nil)
        #expect(easy.due == now.advanced(byDays: 8))  // w3 = 8.2956 days of stability
        let second = now.advanced(bySeconds: 10 * minute)
        let learning = scheduler.review(Card.new(id: 1, due: now), rating: .good, at: now).card
        let graduated = scheduler.review(learning, rating: .good, at: second).card
        #expect(graduated.state == .review && graduated.step == nil)
        #expect(graduated.due == second.advanced(byDays: 2))
    }

    @Test func with_no_learning_steps_every_grade_graduates() {
        let stepless = Scheduler(learningSteps: [], enableFuzzing: false)
        for rating in Rating.allCases {
            #expect(stepless.review(Card.new(id: 1, due: now), rating: rating, at: now).card.state == .review)
        }
    }

    // MARK: - Review and relearning

    @Test func a_lapse_goes_to_the_ten_minute_relearning_step_and_good_brings_it_back() {
        let card = reviewCard(stability: 20, difficulty: 5, lastReview: now)
        let lapsed = scheduler.review(card, rating: .again, at: now.advanced(byDays: 20)).card
        #expect(lapsed.state == .relearning && lapsed.step == 0)
        #expect(lapsed.due == now.advanced(byDays: 20).advanced(bySeconds: 10 * minute))
        #expect(lapsed.stability! < 20)
        let hard = scheduler.review(lapsed, rating: .hard, at: lapsed.due).card
        #expect(hard.state == .relearning && hard.due == lapsed.due.advanced(bySeconds: 15 * minute))
        let back = scheduler.review(lapsed, rating: .good, at: lapsed.due).card
        #expect(back.state == .review && back.step == nil && back.due >= lapsed.due.advanced(byDays: 1))
    }

    @Test func a_pass_on_the_same_day_never_lowers_stability_but_moves_difficulty() {
        let card = reviewCard(stability: 53.38621701972679, difficulty: 9.12184792204022, lastReview: now)
        let later = scheduler.review(card, rating: .hard, at: now.advanced(bySeconds: 430)).card
        #expect(later.stability == 53.38621701972679)
        #expect(later.difficulty! > 9.12184792204022)
        #expect(later.due == now.advanced(bySeconds: 430).advanced(byDays: 53))
    }

    @Test func a_review_a_few_seconds_short_of_a_whole_day_still_counts_as_the_same_day() {
        let card = reviewCard(stability: 10, difficulty: 5, lastReview: now)
        let almost = scheduler.review(card, rating: .good, at: now.advanced(bySeconds: day - 1)).card
        let whole = scheduler.review(card, rating: .good, at: now.advanced(bySeconds: day)).card
        #expect(almost.stability == scheduler.shortTermStability(10, rating: .good))
        #expect(whole.stability != almost.stability)
    }

    @Test func intervals_stop_at_the_maximum_interval() {
        let card = reviewCard(stability: 30_000, difficulty: 1, lastReview: now)
        let reviewed = scheduler.review(card, rating: .easy, at: now.advanced(byDays: 30_000)).card
        #expect(reviewed.due == now.advanced(byDays: 30_000 + 36_500))
        let shortMaximum = Scheduler(maximumInterval: 10, enableFuzzing: false)
        #expect(shortMaximum.review(card, rating: .good, at: now.advanced(byDays: 30)).card.due
            == now.advanced(byDays: 40))
    }

    // MARK: - Retrievability, logs and replay

    @Test func retrievability_is_zero_when_new_one_on_the_day_and_ninety_percent_after_stability_days() {
        let card = reviewCard(stability: 12, difficulty: 5, lastReview: now)
        #expect(scheduler.retrievability(of: Card.new(id: 1, due: now), at: now) == 0)
        #expect(scheduler.retrievability(of: card, at: now.advanced(bySeconds: day - 1)) == 1)
        #expect(abs(scheduler.retrievability(of: card, at: now.advanced(byDays: 12)) - 0.9) < 1e-12)
        #expect(scheduler.retrievability(of: card, at: now.advanced(byDays: -3)) == 1)
    }

    @Test func the_log_records_the_grade_the_time_and_the_state_before_and_after() {
        let (card, log) = scheduler.review(Card.new(id: 7, due: now), rating: .good, at: now)
        #expect(log == ReviewLog(cardID: 7, rating: .good, reviewedAt: now, stateBefore: .new, stateAfter: .learning))
        #expect(card.id == 7)
    }

    @Test func rescheduling_a_log_gives_the_card_the_reviews_gave_even_with_fuzz() {
        let fuzzing = Scheduler()
        var card = Card.new(id: 99, due: now)
        var logs: [ReviewLog] = []
        var time = now
        for rating in [Rating.good, .good, .good, .again, .good, .easy, .hard, .good] {
            let result = fuzzing.review(card, rating: rating, at: time)
            card = result.card
            logs.append(result.log)
            time = card.due.advanced(bySeconds: 3_600)
        }
        #expect(fuzzing.reschedule(Card.new(id: 99, due: now), logs: logs.reversed()) == card)
    }
}

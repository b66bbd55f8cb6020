import Testing
@testable import FSRS

/// The per-card fuzz: py-fsrs's ranges, drawn deterministically from the card and the review time.
@Suite struct FuzzTests {
    private let scheduler = Scheduler()
    private let now = Timestamp(secondsSince1970: 1_767_225_600)

    private func reviewCard(id: Int64, stability: Double) -> Card {
        Card(id: id, state: .review, step: nil, stability: stability, difficulty: 5, due: now, lastReview: now)
    }

    @Test func the_same_card_reviewed_at_the_same_time_gets_the_same_due() {
        let card = reviewCard(id: 3, stability: 40)
        let at = now.advanced(byDays: 40)
        #expect(scheduler.review(card, rating: .good, at: at).card == scheduler.review(card, rating: .good, at: at).card)
    }

    @Test func cards_graded_together_spread_over_the_fuzz_range_of_their_interval() {
        let at = now.advanced(byDays: 40)
        let unfuzzed = Scheduler(enableFuzzing: false)
        let interval = unfuzzed.review(reviewCard(id: 0, stability: 40), rating: .good, at: at).card.due.wholeDays(since: at)
        let lowest = scheduler.fuzzedIntervalDays(Int(interval), uniform: 0)
        let highest = scheduler.fuzzedIntervalDays(Int(interval), uniform: 0.999_999_999)
        let days = Set((0..<200).map { id in
            scheduler.review(reviewCard(id: Int64(id), stability: 40), rating: .good, at: at).card.due.wholeDays(since: at)
        })
        #expect(days.count >= 5)
        #expect(days.min()! >= Int64(lowest) && days.max()! <= Int64(highest))
        #expect(lowest < interval && interval < highest)
    }

    @Test func learning_steps_and_short_intervals_are_not_fuzzed() {
        for id in 0..<50 {
            let card = Card.new(id: Int64(id), due: now)
            #expect(scheduler.review(card, rating: .good, at: now).card.due == now.advanced(bySeconds: 600))
        }
        #expect(scheduler.fuzzedIntervalDays(2, uniform: 0.999) == 2)
    }

    @Test func the_uniform_numbers_are_spread_over_zero_to_one() {
        let draws = (0..<10_000).map { scheduler.fuzzUniform(cardID: Int64($0), reviewedAt: now) }
        #expect(draws.allSatisfy { $0 >= 0 && $0 < 1 })
        let mean = draws.reduce(0, +) / Double(draws.count)
        #expect(abs(mean - 0.5) < 0.02)
        #expect(draws.filter { $0 < 0.1 }.count > 800 && draws.filter { $0 >= 0.9 }.count > 800)
    }
}

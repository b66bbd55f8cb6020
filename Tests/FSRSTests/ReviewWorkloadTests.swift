import Testing
@testable import FSRS

/// Long random use, as `make bench` times it, keeps every card within FSRS's bounds.
@Suite struct ReviewWorkloadTests {
    private let workload = ReviewWorkload(cardCount: 200, seed: 42)

    @Test func every_card_stays_valid_after_twenty_thousand_fuzzed_reviews() {
        for card in workload.run(reviews: 20_000, with: Scheduler()) {
            #expect((1...10).contains(card.difficulty!))
            #expect(card.stability! >= 0.001)
            #expect(card.due > card.lastReview!)
            #expect(card.due.wholeDays(since: card.lastReview!) <= 36_500)
            switch card.state {
            case .new: Issue.record("card \(card.id) was never reviewed")
            case .learning: #expect((0...1).contains(card.step!))
            case .relearning: #expect(card.step == 0)
            case .review: #expect(card.step == nil)
            }
        }
    }

    @Test func the_same_seed_gives_the_same_cards_and_another_seed_other_cards() {
        let scheduler = Scheduler()
        #expect(workload.run(reviews: 2_000, with: scheduler) == workload.run(reviews: 2_000, with: scheduler))
        #expect(ReviewWorkload(cardCount: 200, seed: 43).run(reviews: 2_000, with: scheduler)
            != workload.run(reviews: 2_000, with: scheduler))
    }
}

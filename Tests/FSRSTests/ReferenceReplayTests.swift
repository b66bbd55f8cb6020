import Testing
@testable import FSRS

/// The scheduler against py-fsrs 6.3.2 on the committed random histories (`make fsrs-fixtures`).
@Suite struct ReferenceReplayTests {
    private let scheduler = Scheduler(enableFuzzing: false)

    /// What differs between py-fsrs's card and ours after one review, or nil when nothing does.
    private func mismatch(_ card: Card, _ expected: ReferenceFixtures.Review, retrievability: Double) -> String? {
        var problems: [String] = []
        if card.state != expected.state { problems.append("state \(card.state) ≠ \(expected.state)") }
        if card.step != expected.step { problems.append("step \(String(describing: card.step)) ≠ \(String(describing: expected.step))") }
        if card.due != expected.due { problems.append("due \(card.due.secondsSince1970) ≠ \(expected.due.secondsSince1970)") }
        if card.lastReview != expected.reviewedAt { problems.append("last review not the review time") }
        if abs((card.stability ?? .nan) - expected.stability) > 1e-6 {
            problems.append("stability \(String(describing: card.stability)) ≠ \(expected.stability)")
        }
        if abs((card.difficulty ?? .nan) - expected.difficulty) > 1e-6 {
            problems.append("difficulty \(String(describing: card.difficulty)) ≠ \(expected.difficulty)")
        }
        if abs(retrievability - expected.retrievabilityBefore) > 1e-12 {
            problems.append("retrievability \(retrievability) ≠ \(expected.retrievabilityBefore)")
        }
        return problems.isEmpty ? nil : "line \(expected.line): " + problems.joined(separator: ", ")
    }

    @Test func the_fixtures_cover_at_least_a_thousand_histories_with_every_grade_and_state() {
        let reviews = ReferenceFixtures.histories.flatMap(\.reviews)
        #expect(ReferenceFixtures.histories.count >= 1_000)
        #expect(Set(reviews.map(\.rating)) == Set(Rating.allCases))
        #expect(Set(reviews.map(\.state)) == [.learning, .review, .relearning])
        #expect(reviews.contains { $0.due.wholeDays(since: $0.reviewedAt) == 36_500 })
    }

    /// Replays every history from a new card and returns the first mismatch of each history that has one.
    private func replay(_ histories: [ReferenceFixtures.History], with scheduler: Scheduler) -> [String] {
        var mismatches: [String] = []
        for history in histories {
            var card = Card.new(id: history.cardID, due: history.start)
            for expected in history.reviews {
                let retrievability = scheduler.retrievability(of: card, at: expected.reviewedAt)
                card = scheduler.review(card, rating: expected.rating, at: expected.reviewedAt).card
                if let problem = mismatch(card, expected, retrievability: retrievability) {
                    mismatches.append(problem)
                    break
                }
            }
        }
        return mismatches
    }

    @Test func every_review_of_every_history_matches_py_fsrs() {
        let mismatches = replay(ReferenceFixtures.histories, with: scheduler)
        #expect(mismatches.isEmpty, "\(mismatches.count) histories differ; first: \(mismatches.prefix(5))")
    }

    @Test func fuzzed_histories_match_py_fsrs_given_the_same_random_numbers() {
        let fuzzed = ReferenceFixtures.fuzzedHistories
        let mismatches = replay(fuzzed, with: Scheduler())
        #expect(mismatches.isEmpty, "\(mismatches.count) histories differ; first: \(mismatches.prefix(5))")
        let unfuzzed = replay(fuzzed, with: scheduler)
        #expect(unfuzzed.count > fuzzed.count / 2, "the fuzz changes most long histories")
    }

    @Test func stability_and_difficulty_agree_to_the_last_bit() {
        var differing = 0
        for history in ReferenceFixtures.histories {
            var card = Card.new(id: history.cardID, due: history.start)
            for expected in history.reviews {
                card = scheduler.review(card, rating: expected.rating, at: expected.reviewedAt).card
                if card.stability != expected.stability || card.difficulty != expected.difficulty { differing += 1 }
                card.stability = expected.stability
                card.difficulty = expected.difficulty
            }
        }
        #expect(differing == 0)
    }

    @Test func py_fsrs_fuzz_formula_gives_the_same_day_for_the_same_random_number() {
        let fuzzing = Scheduler(enableFuzzing: true)
        for fuzz in ReferenceFixtures.fuzz {
            #expect(
                fuzzing.fuzzedIntervalDays(fuzz.intervalDays, uniform: fuzz.uniform) == fuzz.fuzzedDays,
                "interval \(fuzz.intervalDays), random \(fuzz.uniform)"
            )
        }
        #expect(ReferenceFixtures.fuzz.count > 500)
    }
}

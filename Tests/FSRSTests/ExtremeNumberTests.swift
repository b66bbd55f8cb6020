import Testing
@testable import FSRS

/// Numbers no review gives but a stored database can hold (a stability of 1e30, parameters that are no model): the
/// scheduler and the optimizer's evaluation turn them into the nearest sane result, never a trap (`Int(_:)` of a
/// double past Int's range, or of NaN, traps).
@Suite struct ExtremeNumberTests {
    static let now = Timestamp(secondsSince1970: 1_767_225_600)

    @Test(arguments: [1e30, 1.7976931348623157e308, Double.infinity, 9.3e18])
    func a_huge_stability_gets_the_longest_interval(stability: Double) {
        let scheduler = Scheduler(enableFuzzing: false)
        #expect(scheduler.intervalDays(stability: stability) == scheduler.maximumInterval)
        let card = Card(id: 1, state: .review, step: nil, stability: stability, difficulty: 5,
                        due: Self.now, lastReview: Self.now.advanced(byDays: -10))
        // The new stability may be infinite or NaN after the formulas: the due is a day to the longest interval away.
        let reviewed = scheduler.review(card, rating: .good, at: Self.now).card
        #expect(reviewed.due >= Self.now.advanced(byDays: 1))
        #expect(reviewed.due <= Self.now.advanced(byDays: scheduler.maximumInterval))
    }

    @Test(arguments: [Double.nan, -1e30, 0, Double.leastNonzeroMagnitude, -0.0])
    func a_stability_of_nothing_or_nan_gets_one_day(stability: Double) {
        #expect(Scheduler(enableFuzzing: false).intervalDays(stability: stability) == 1)
    }

    @Test func parameters_that_are_no_model_are_evaluated_without_a_trap() {
        let optimizer = ParameterOptimizer(histories: [ReviewHistory(reviews: [
            .init(rating: .good, elapsedDays: 0), .init(rating: .good, elapsedDays: 3), .init(rating: .again, elapsedDays: 9),
        ])])
        for value in [Double.nan, .infinity, 1.7976931348623157e308, -1.7976931348623157e308] {
            var parameters = Scheduler.defaultParameters
            parameters[0] = value
            parameters[20] = value
            let evaluation = optimizer.evaluate(parameters)
            #expect(evaluation.reviewCount == optimizer.reviewCount)
        }
    }
}

import Testing
@testable import FSRS

/// The optimizer's parts: the histories it reads, its gradient, its bounds, and that a fit predicts a log better.
/// (Its agreement with fsrs-rs is tools/tests/test_optimizer_comparison.py; its speed, `make bench`.)
@Suite struct OptimizerTests {
    static let start = Timestamp(secondsSince1970: 1_767_225_600)

    static func log(_ card: Int64, _ rating: Rating, hours: Int64, before: CardState = .review) -> ReviewLog {
        ReviewLog(cardID: card, rating: rating, reviewedAt: start.advanced(bySeconds: hours * 3600),
                  stateBefore: before, stateAfter: .review)
    }

    @Test func histories_count_whole_days_between_reviews_and_skip_cards_seen_before_the_log() {
        let logs = [
            Self.log(1, .good, hours: 50), Self.log(1, .again, hours: 0, before: .new), Self.log(1, .good, hours: 1),
            Self.log(2, .good, hours: 30),  // its first review is not in the log
        ]
        let histories = ReviewHistory.histories(from: logs)
        #expect(histories == [ReviewHistory(reviews: [
            .init(rating: .again, elapsedDays: 0), .init(rating: .good, elapsedDays: 0), .init(rating: .good, elapsedDays: 2),
        ])])
        #expect(histories[0].predictedReviewCount == 1)
    }

    @Test func the_gradient_is_the_loss_slope_of_every_parameter() {
        let histories = [ReviewHistory(reviews: [
            .init(rating: .good, elapsedDays: 0), .init(rating: .good, elapsedDays: 0), .init(rating: .hard, elapsedDays: 3),
            .init(rating: .again, elapsedDays: 9), .init(rating: .again, elapsedDays: 0), .init(rating: .easy, elapsedDays: 2),
            .init(rating: .good, elapsedDays: 12),
        ])]
        let optimizer = ParameterOptimizer(histories: histories)
        // Away from every clamp and min, so each parameter moves the loss smoothly.
        var parameters = Scheduler.defaultParameters
        parameters[7] = 0.05
        func loss(_ parameters: [Double]) -> Double {
            optimizer.evaluate(parameters).logLoss * Double(optimizer.reviewCount)
        }
        let gradient = optimizer.crossEntropyGradient(TrainingModel(parameters: parameters), histories: [0])
        for index in 0..<21 {
            var up = parameters, down = parameters
            up[index] += 1e-6
            down[index] -= 1e-6
            let slope = (loss(up) - loss(down)) / 2e-6
            #expect(abs(gradient[index] - slope) <= 1e-5 + 1e-4 * abs(slope), "w\(index): \(gradient[index]) vs \(slope)")
        }
    }

    @Test func clipping_holds_each_parameter_to_fsrs_rs_bounds() {
        let optimizer = ParameterOptimizer(histories: [])
        let clipped = optimizer.clipped(Array(repeating: 1_000, count: 21))
        #expect(clipped[0] == 100 && clipped[4] == 10 && clipped[7] == 0.75 && clipped[17] == 2 && clipped[20] == 0.8)
        #expect(optimizer.clipped(Array(repeating: -1, count: 21))[16] == 1)
    }

    @Test func too_few_reviews_keep_the_defaults() {
        let optimizer = ParameterOptimizer(histories: ReviewHistory.histories(from: [
            Self.log(1, .good, hours: 0, before: .new), Self.log(1, .good, hours: 48),
        ]))
        #expect(optimizer.reviewCount == 1)
        #expect(optimizer.fit() == Scheduler.defaultParameters)
    }

    @Test func a_fit_predicts_the_log_better_than_the_defaults_and_stays_in_bounds() {
        let logs = ReviewWorkload(cardCount: 150, seed: 3).reviewLogs(reviews: 1_500, with: Scheduler())
        let optimizer = ParameterOptimizer(histories: ReviewHistory.histories(from: logs))
        #expect(optimizer.reviewCount >= ParameterOptimizer.minimumReviews)
        let fitted = optimizer.fit()
        #expect(fitted == optimizer.clipped(fitted))
        #expect(fitted == optimizer.fit(), "the same log and seed give the same parameters")
        let before = optimizer.evaluate(Scheduler.defaultParameters), after = optimizer.evaluate(fitted)
        #expect(after.logLoss < before.logLoss)
        #expect(after.rmseBins >= 0 && after.rmseBins < 1)
        // The fitted parameters schedule.
        _ = Scheduler(parameters: fitted).review(Card.new(id: 1, due: Self.start), rating: .good, at: Self.start)
    }
}

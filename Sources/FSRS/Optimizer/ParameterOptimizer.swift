import Glibc

/// Fits FSRS-6's 21 parameters to a learner's own review history, as Anki's optimizer (fsrs-rs's
/// `compute_parameters`) does, and scores parameters on that history.
///
/// The steps are fsrs-rs's: the first-review stabilities w0–w3 are pretrained from each card's first review on
/// a later day (`pretrainedInitialStabilities`); then all 21 are trained from there and the other defaults by
/// Adam (learning rate 0.04, cosine-annealed to 0 over 5 epochs of batches of about 512 reviews, shuffled with a
/// fixed seed), minimising the binary cross-entropy of the predicted recall probability against the pass/fail
/// of every review on a later day than the one before, plus fsrs-rs's L2 pull towards the starting values
/// (each parameter's difference divided by fsrs-rs's standard deviation for it); every step is clipped to
/// fsrs-rs's bounds, and the epoch with the lowest loss is kept. Differences: batches are whole cards (each
/// card's reviews are predicted in one pass, not replayed once per review), reviews are not weighted by recency,
/// and the starting point competes with the epochs, so a fit is never worse on the history than where it began.
///
/// ```swift
/// let optimizer = ParameterOptimizer(histories: ReviewHistory.histories(from: logs))
/// guard optimizer.reviewCount >= ParameterOptimizer.minimumReviews else { … }
/// let fitted = optimizer.fit()
/// let (before, after) = (optimizer.evaluate(Scheduler.defaultParameters), optimizer.evaluate(fitted))
/// ```
public struct ParameterOptimizer: Sendable {
    /// The reviews a fit needs: Anki's floor for its Optimize button until 24.06 (400 review logs; 1,000 before
    /// 24.04; 24.06 dropped it and lets fsrs-rs fall back to defaults below 8 items and to pretraining alone
    /// below 64), counted here as the reviews the model predicts. Fewer mostly fit noise.
    public static let minimumReviews = 400

    /// How well a set of parameters predicts the history.
    public struct Evaluation: Sendable, Equatable {
        /// The mean binary cross-entropy of the predicted recall probability: fsrs-rs's loss, each review
        /// counting once (fsrs-rs's `evaluate` weights its items by position, 0.25 + 0.75·(i/n)³).
        public var logLoss: Double
        /// A calibration error: the root mean square gap between predicted and actual recall over reviews
        /// binned by predicted recall (in 20ths), each bin weighted by its reviews. Not fsrs-rs's `rmse_bins`,
        /// which bins reviews otherwise and weights them by position: on the same log its figure differs.
        public var rmseBins: Double
        /// The reviews scored (`reviewCount`).
        public var reviewCount: Int
    }

    /// The cards' histories; those with no review to predict add nothing but cost nothing either.
    public let histories: [ReviewHistory]
    /// The reviews that are predicted and scored: `ReviewHistory.predictedReviewCount` summed.
    public let reviewCount: Int
    /// How many learning steps a lapsed card goes through (the scheduler's relearning steps), which bounds
    /// w17 and w18 as fsrs-rs's clipper does.
    let relearningStepCount: Int

    /// Training settings, fsrs-rs's `TrainingConfig` defaults.
    static let epochs = 5
    static let batchReviews = 512
    static let learningRate = 0.04
    static let regularization = 1.0
    /// fsrs-rs's `PARAMS_STDDEV`: how far each parameter typically strays across learners, scaling its L2 pull.
    static let parameterSpread: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
        1.03, 0.31, 0.32, 0.14, 0.27,
    ]

    /// - Parameters:
    ///   - histories: the cards' review histories (`ReviewHistory.histories(from:)`).
    ///   - relearningStepCount: the scheduler's number of relearning steps (kanji-tui's default scheduler: 1).
    public init(histories: [ReviewHistory], relearningStepCount: Int = 1) {
        self.histories = histories
        reviewCount = histories.reduce(0) { $0 + $1.predictedReviewCount }
        self.relearningStepCount = relearningStepCount
    }

    // MARK: - Scoring

    /// Scores `parameters` on every predicted review of the history.
    /// - Parameter parameters: 21 FSRS-6 parameters.
    /// - Returns: the log-loss and calibration RMSE; both 0 with no review to predict.
    public func evaluate(_ parameters: [Double]) -> Evaluation {
        precondition(parameters.count == 21, "FSRS-6 takes 21 parameters, got \(parameters.count)")
        let model = TrainingModel(parameters: parameters)
        var lossSum = 0.0
        // Per bin of predicted recall: the predictions' sum, the passes and the count.
        var bins: [Int: (predicted: Double, passed: Double, count: Double)] = [:]
        for history in histories {
            forEachPrediction(of: history, model: model) { recall, passed in
                lossSum -= passed ? log(recall.value) : log(1 - recall.value)
                // A probability, so bins 0…20; NaN (parameters that are no model) in bin 0 rather than a trap.
                let bin = recall.value >= 0 ? Int((min(recall.value, 1) * 20).rounded()) : 0
                bins[bin, default: (0, 0, 0)].predicted += recall.value
                bins[bin, default: (0, 0, 0)].passed += passed ? 1 : 0
                bins[bin, default: (0, 0, 0)].count += 1
            }
        }
        guard reviewCount > 0 else { return Evaluation(logLoss: 0, rmseBins: 0, reviewCount: 0) }
        // In order of bins, so the same log always gives the same last bits (a Dictionary's order is per instance).
        let squares = bins.sorted { $0.key < $1.key }.map(\.value).reduce(0.0) { sum, bin in
            let gap = bin.passed / bin.count - bin.predicted / bin.count
            return sum + gap * gap * bin.count
        }
        return Evaluation(logLoss: lossSum / Double(reviewCount), rmseBins: (squares / Double(reviewCount)).squareRoot(),
                          reviewCount: reviewCount)
    }

    /// Runs `body` for each predicted review of `history`: the recall probability the model gave it (held
    /// inside (0, 1) so a certain prediction costs a large loss rather than an infinite one) and whether it
    /// passed. The memory state moves through every review, predicted or not.
    func forEachPrediction(of history: ReviewHistory, model: TrainingModel, _ body: (Dual, Bool) -> Void) {
        guard let first = history.reviews.first else { return }
        var memory = model.initial(first.rating)
        for review in history.reviews.dropFirst() {
            if review.elapsedDays > 0 {
                let recall = model.retrievability(elapsedDays: review.elapsedDays, stability: memory.stability)
                body(recall.clamped(1e-12, 1 - 1e-12), review.rating != .again)
            }
            memory = model.next(memory, rating: review.rating, elapsedDays: review.elapsedDays)
        }
    }

    // MARK: - Fitting

    /// The parameters that best predict the history (see the type's description); the defaults with fewer
    /// than 8 reviews to predict, and only w0–w3 pretrained with fewer than 64, as fsrs-rs.
    /// - Parameter seed: the shuffle's seed; the same history and seed give the same parameters.
    /// - Returns: 21 FSRS-6 parameters within fsrs-rs's bounds.
    public func fit(seed: UInt64 = 2023) -> [Double] {
        guard reviewCount >= 8 else { return Scheduler.defaultParameters }
        let start = pretrainedInitialStabilities() + Scheduler.defaultParameters[4...]
        guard reviewCount >= 64 else { return start }

        let batches = Self.batchCount(reviewCount)
        var adam = Adam(count: 21, learningRate: Self.learningRate, totalSteps: batches * Self.epochs)
        var random = SplitMix64(seed: seed)
        var parameters = start
        var best = (parameters: start, loss: trainingLoss(start, from: start))
        var order = Array(histories.indices)
        for _ in 0..<Self.epochs {
            order.shuffle(using: &random)
            var batch: [Int] = []
            var batchReviews = 0
            for (position, index) in order.enumerated() {
                batch.append(index)
                batchReviews += histories[index].predictedReviewCount
                guard batchReviews >= Self.batchReviews || position == order.count - 1 else { continue }
                if batchReviews > 0 {
                    let gradient = batchGradient(parameters, from: start, histories: batch, reviews: batchReviews)
                    parameters = clipped(adam.step(parameters, gradient: gradient))
                }
                batch.removeAll(keepingCapacity: true)
                batchReviews = 0
            }
            let loss = trainingLoss(parameters, from: start)
            if loss < best.loss { best = (parameters, loss) }
        }
        return best.parameters
    }

    /// Batches an epoch takes: fsrs-rs's count, for its learning-rate schedule.
    static func batchCount(_ reviews: Int) -> Int {
        reviews / batchReviews + 1
    }

    /// The summed cross-entropy of the reviews of `batch` and the L2 pull's share for their number, as one
    /// gradient (fsrs-rs's `Reduction::Sum` loss plus `l2_regularization`).
    private func batchGradient(_ parameters: [Double], from start: [Double], histories batch: [Int], reviews: Int) -> [Double] {
        let gradient = crossEntropyGradient(TrainingModel(parameters: parameters), histories: batch)
        let share = Self.regularization * Double(reviews) / Double(reviewCount)
        return (0..<21).map { index in
            let spread = Self.parameterSpread[index]
            return gradient[index] + share * 2 * (parameters[index] - start[index]) / (spread * spread)
        }
    }

    /// The gradient of the summed cross-entropy of the reviews of the histories at `indices`.
    func crossEntropyGradient(_ model: TrainingModel, histories indices: [Int]) -> Gradient {
        var gradient = Gradient.zero
        for index in indices {
            forEachPrediction(of: histories[index], model: model) { recall, passed in
                // d(−ln R) = −dR/R on a pass, d(−ln(1−R)) = dR/(1−R) on a lapse.
                let slope: Gradient = passed ? recall.gradient / -recall.value : recall.gradient / (1 - recall.value)
                gradient = gradient + slope
            }
        }
        return gradient
    }

    /// The mean cross-entropy over the whole history plus the whole L2 pull: what picks the best epoch.
    private func trainingLoss(_ parameters: [Double], from start: [Double]) -> Double {
        let penalty = (0..<21).reduce(0.0) { sum, index in
            let gap = (parameters[index] - start[index]) / Self.parameterSpread[index]
            return sum + gap * gap
        }
        return evaluate(parameters).logLoss + Self.regularization * penalty / Double(reviewCount)
    }
}

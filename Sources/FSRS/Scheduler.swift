/// The FSRS-6 spaced-repetition scheduler: given a card, a grade and the time, it returns the card's
/// next state and due time.
///
/// The algorithm is FSRS-6 by Jarrett Ye and the open-spaced-repetition project; the formulas, default
/// parameters, step rules and fuzz ranges follow the reference implementation py-fsrs 6.3.2
/// (`fsrs.Scheduler`, MIT licence, https://github.com/open-spaced-repetition/py-fsrs), operation for
/// operation, so that results agree with it to the last bit. `Tests/FSRSTests` replays histories
/// written by `tools/fsrs_fixtures.py` with py-fsrs to prove it.
///
/// ```swift
/// let scheduler = Scheduler()                       // py-fsrs defaults, fuzz on
/// let card = Card.new(id: 42, due: now)
/// let (next, log) = scheduler.review(card, rating: .good, at: now)
/// // next.state == .learning, next.due == now + 10 minutes
/// ```
public struct Scheduler: Sendable {
    // MARK: - Configuration

    /// FSRS-6's 21 default parameters (w0…w20), py-fsrs's `DEFAULT_PARAMETERS`.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// w0…w20 of the FSRS-6 model.
    public let parameters: [Double]
    /// The recall probability at which a review card falls due.
    public let desiredRetention: Double
    /// The waits, in seconds, between the steps of a new or learning card.
    public let learningSteps: [Int64]
    /// The waits, in seconds, between the steps of a card relearned after a lapse.
    public let relearningSteps: [Int64]
    /// The longest interval, in days, a review card can be given.
    public let maximumInterval: Int
    /// Whether review intervals get a small random spread so that cards learned together do not stay
    /// together; on in the app, off where results must be reproduced exactly.
    public let enableFuzzing: Bool

    /// −w20: the exponent of the forgetting curve.
    let decay: Double
    /// 0.9^(1/decay) − 1, so that retrievability is 90 % after `stability` days.
    let factor: Double

    /// - Parameters:
    ///   - parameters: the 21 FSRS-6 weights; used as given (py-fsrs also rejects weights outside its
    ///     bounds — only its defaults are checked here).
    ///   - desiredRetention: the recall probability to schedule for, between 0 and 1.
    ///   - learningSteps: seconds between learning steps; default 1 min, 10 min.
    ///   - relearningSteps: seconds between relearning steps; default 10 min.
    ///   - maximumInterval: the longest review interval in days; default 36,500.
    ///   - enableFuzzing: spread review intervals (see `fuzzedIntervalDays`); default on, as py-fsrs.
    public init(
        parameters: [Double] = Scheduler.defaultParameters,
        desiredRetention: Double = 0.9,
        learningSteps: [Int64] = [60, 600],
        relearningSteps: [Int64] = [600],
        maximumInterval: Int = 36_500,
        enableFuzzing: Bool = true
    ) {
        precondition(parameters.count == 21, "FSRS-6 takes 21 parameters, got \(parameters.count)")
        precondition(desiredRetention > 0 && desiredRetention < 1, "desired retention must be in (0, 1)")
        precondition(maximumInterval >= 1, "the maximum interval must be at least one day")
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing
        decay = -parameters[20]
        factor = power(0.9, 1 / decay) - 1
    }

    // MARK: - Reviewing

    /// Grades a card (py-fsrs's `review_card`).
    ///
    /// Stability and difficulty change first — from their initial values on a card's first review, by
    /// the short-term formula when less than a whole day has passed since the last review, by the
    /// long-term one otherwise — and then the state and step decide the next interval: a learning or
    /// relearning step in seconds, or a review interval in whole days (fuzzed when fuzzing is on).
    /// - Parameters:
    ///   - card: the card as it is now.
    ///   - rating: the learner's grade.
    ///   - now: the time of the review; early, late and even earlier-than-last reviews are all valid.
    /// - Returns: the card after the review, and the log entry to store.
    public func review(_ card: Card, rating: Rating, at now: Timestamp) -> (card: Card, log: ReviewLog) {
        var next = card
        let memory = nextMemory(of: card, rating: rating, at: now)
        next.stability = memory.stability
        next.difficulty = memory.difficulty

        let schedule: Schedule
        switch card.state {
        case .new, .learning:
            schedule = stepSchedule(step: card.step ?? 0, rating: rating, steps: learningSteps, state: .learning)
        case .relearning:
            schedule = stepSchedule(step: card.step ?? 0, rating: rating, steps: relearningSteps, state: .relearning)
        case .review:
            if rating == .again && !relearningSteps.isEmpty {
                schedule = .step(.relearning, index: 0, seconds: relearningSteps[0])
            } else {
                schedule = .review
            }
        }

        switch schedule {
        case .step(let state, let index, let seconds):
            next.state = state
            next.step = index
            next.due = now.advanced(bySeconds: seconds)
        case .review:
            var days = intervalDays(stability: memory.stability)
            if enableFuzzing {
                days = fuzzedIntervalDays(days, uniform: fuzzUniform(cardID: card.id, reviewedAt: now))
            }
            next.state = .review
            next.step = nil
            next.due = now.advanced(byDays: days)
        }
        next.lastReview = now
        let log = ReviewLog(
            cardID: card.id, rating: rating, reviewedAt: now, stateBefore: card.state, stateAfter: next.state
        )
        return (next, log)
    }

    /// Replays a card's review log from scratch (py-fsrs's `reschedule_card`): the card this scheduler
    /// would have produced from the same grades at the same times. With fuzzing on the replay gives the
    /// same dues as the original reviews, because the fuzz is drawn from the card's id and review time.
    /// - Parameters:
    ///   - card: the card whose id and first due time the replay starts from.
    ///   - logs: its reviews, in any order.
    /// - Returns: the card after the last review.
    public func reschedule(_ card: Card, logs: [ReviewLog]) -> Card {
        var replayed = Card.new(id: card.id, due: card.due)
        for log in logs.sorted(by: { $0.reviewedAt < $1.reviewedAt }) {
            replayed = review(replayed, rating: log.rating, at: log.reviewedAt).card
        }
        return replayed
    }

    // MARK: - Retrievability

    /// The probability that the learner recalls the card at `now` (py-fsrs's `get_card_retrievability`),
    /// counting elapsed time in whole days as the reference does.
    /// - Parameters:
    ///   - card: the card.
    ///   - now: the moment to predict for.
    /// - Returns: a probability in (0, 1]; 0 for a card never reviewed.
    public func retrievability(of card: Card, at now: Timestamp) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsedDays = max(0, now.wholeDays(since: lastReview))
        return power(1 + factor * Double(elapsedDays) / stability, decay)
    }
}

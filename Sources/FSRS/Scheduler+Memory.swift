// MARK: - Stability and difficulty (the FSRS-6 memory model)
//
// Each formula keeps py-fsrs 6.3.2's order of floating-point operations, so results agree bit for bit.

extension Scheduler {
    /// A card's stability and difficulty after a review.
    struct Memory: Equatable {
        var stability: Double
        var difficulty: Double
    }

    /// The memory state after grading `card` at `now`: the initial state on a first review; the
    /// short-term update (w17–w19) when less than one whole day has passed since the last review;
    /// otherwise the long-term recall or forget stability at the card's current retrievability.
    /// Difficulty always moves from its old value, and stability is computed from the old difficulty.
    /// - Parameters:
    ///   - card: the card before the review.
    ///   - rating: the grade.
    ///   - now: the time of the review.
    /// - Returns: the new stability and difficulty.
    func nextMemory(of card: Card, rating: Rating, at now: Timestamp) -> Memory {
        guard let stability = card.stability, let difficulty = card.difficulty else {
            return Memory(stability: initialStability(rating), difficulty: initialDifficulty(rating, clamped: true))
        }
        let nextStability: Double
        if let lastReview = card.lastReview, now.wholeDays(since: lastReview) < 1 {
            nextStability = shortTermStability(stability, rating: rating)
        } else {
            let retrievability = self.retrievability(of: card, at: now)
            nextStability = rating == .again
                ? clampedStability(forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability))
                : clampedStability(recallStability(
                    difficulty: difficulty, stability: stability, retrievability: retrievability, rating: rating))
        }
        return Memory(stability: nextStability, difficulty: nextDifficulty(difficulty, rating: rating))
    }

    /// The review interval for `stability` at the desired retention: whole days, rounded half to even
    /// as Python's `round`, at least 1 and at most `maximumInterval`.
    /// - Parameter stability: the card's stability after the review.
    /// - Returns: the interval in days.
    func intervalDays(stability: Double) -> Int {
        let days = ((stability / factor) * (power(desiredRetention, 1 / decay) - 1)).rounded(.toNearestOrEven)
        // Held to [1, maximumInterval] before the conversion, which traps past Int's range: a stability of 1e30
        // (a hand-edited database) gives the longest interval, and NaN (parameters that are no model) the shortest.
        guard days >= 1 else { return 1 }
        guard days < Double(maximumInterval) else { return maximumInterval }
        return Int(days)
    }

    // MARK: Initial state

    /// S₀(G) = w[G−1].
    func initialStability(_ rating: Rating) -> Double {
        clampedStability(parameters[rating.rawValue - 1])
    }

    /// D₀(G) = w4 − e^(w5·(G−1)) + 1, clamped to [1, 10] except where the mean reversion needs it raw.
    func initialDifficulty(_ rating: Rating, clamped: Bool) -> Double {
        let difficulty = parameters[4] - power(e, parameters[5] * (rating.value - 1)) + 1
        return clamped ? clampedDifficulty(difficulty) : difficulty
    }

    // MARK: Updates

    /// Same-day reviews: S′ = S · e^(w17·(G−3+w18)) · S^(−w19), never shrinking on a pass.
    func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = power(e, parameters[17] * (rating.value - 3 + parameters[18])) * power(stability, -parameters[19])
        if rating != .again {
            increase = max(increase, 1.0)
        }
        return clampedStability(stability * increase)
    }

    /// D′ = w7·D₀(Easy) + (1−w7)·(D + (10−D)·ΔD/9), ΔD = −w6·(G−3), clamped to [1, 10].
    func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let easyDifficulty = initialDifficulty(.easy, clamped: false)
        let delta = -(parameters[6] * (rating.value - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return clampedDifficulty(parameters[7] * easyDifficulty + (1 - parameters[7]) * damped)
    }

    /// After a lapse: min(w11·D^(−w12)·((S+1)^w13 − 1)·e^((1−R)·w14), S / e^(w17·w18)).
    func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm = parameters[11] * power(difficulty, -parameters[12]) * (power(stability + 1, parameters[13]) - 1)
            * power(e, (1 - retrievability) * parameters[14])
        let shortTerm = stability / power(e, parameters[17] * parameters[18])
        return min(longTerm, shortTerm)
    }

    /// After a pass: S·(1 + e^w8·(11−D)·S^(−w9)·(e^((1−R)·w10) − 1)·hard penalty w15·easy bonus w16).
    func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let hardPenalty = rating == .hard ? parameters[15] : 1
        let easyBonus = rating == .easy ? parameters[16] : 1
        return stability * (1 + power(e, parameters[8]) * (11 - difficulty) * power(stability, -parameters[9])
            * (power(e, (1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
    }

    // MARK: Bounds

    /// Stability never falls below py-fsrs's `STABILITY_MIN`, 0.001 days.
    func clampedStability(_ stability: Double) -> Double {
        max(stability, 0.001)
    }

    /// Difficulty stays within [1, 10].
    func clampedDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, 1.0), 10.0)
    }
}

/// FSRS-6's memory model as fsrs-rs trains it (its `model.rs` for FSRS-6), on `Dual` numbers so every
/// prediction carries its gradient with respect to the 21 parameters.
///
/// It is the scheduler's model (`Scheduler+Memory.swift`) written for training rather than for bit-exact
/// agreement with py-fsrs: elapsed time is the history's whole days, a review 0 days after the previous one is
/// short-term (w17–w19), and stability is held to [0.001, 36,500] days after every review, as fsrs-rs does.
struct TrainingModel {
    /// w0…w20 with their gradients (each one's own lane set).
    let w: [Dual]
    /// −w20, and 0.9^(1/decay) − 1: the forgetting curve's exponent and the factor that makes R(S) = 90 %.
    let decay: Dual
    let factor: Dual

    /// fsrs-rs's S_MIN and S_MAX.
    static let stabilityRange = (lower: 0.001, upper: 36_500.0)

    init(parameters: [Double]) {
        w = (0..<parameters.count).map { Dual.parameter(parameters, $0) }
        decay = -w[20]
        factor = (Dual(0.9).logarithm() / decay).exponential() - 1
    }

    /// A card's stability and difficulty.
    struct Memory {
        var stability: Dual
        var difficulty: Dual
    }

    /// R(t, S) = (1 + factor·t/S)^decay.
    func retrievability(elapsedDays: Int, stability: Dual) -> Dual {
        (factor * Double(elapsedDays) / stability + 1).raised(to: decay)
    }

    /// The memory after the first review: S₀ = w[G−1], D₀ = w4 − e^(w5·(G−1)) + 1 held to [1, 10].
    func initial(_ rating: Rating) -> Memory {
        Memory(stability: w[rating.rawValue - 1].clamped(Self.stabilityRange.lower, Self.stabilityRange.upper),
               difficulty: initialDifficulty(rating.value).clamped(1, 10))
    }

    /// The memory after a later review `elapsedDays` after the previous one.
    func next(_ memory: Memory, rating: Rating, elapsedDays: Int) -> Memory {
        let stability: Dual
        if elapsedDays == 0 {
            stability = shortTermStability(memory.stability, rating: rating)
        } else {
            let recall = retrievability(elapsedDays: elapsedDays, stability: memory.stability)
            stability = rating == .again
                ? forgetStability(memory, retrievability: recall)
                : recallStability(memory, retrievability: recall, rating: rating)
        }
        let delta = -(w[6] * (rating.value - 3))
        let damped = memory.difficulty + (10 - memory.difficulty) * delta / 9
        let reverted = w[7] * (initialDifficulty(4) - damped) + damped
        return Memory(stability: stability.clamped(Self.stabilityRange.lower, Self.stabilityRange.upper),
                      difficulty: reverted.clamped(1, 10))
    }

    private func initialDifficulty(_ rating: Double) -> Dual {
        w[4] - (w[5] * (rating - 1)).exponential() + 1
    }

    /// S·e^(w17·(G−3+w18))·S^(−w19), never shrinking on a pass.
    private func shortTermStability(_ stability: Dual, rating: Rating) -> Dual {
        let increase = (w[17] * (rating.value - 3 + w[18])).exponential() * stability.raised(to: -w[19])
        if rating != .again && increase.value < 1 { return stability }
        return stability * increase
    }

    /// min(w11·D^(−w12)·((S+1)^w13 − 1)·e^((1−R)·w14), S / e^(w17·w18)).
    private func forgetStability(_ memory: Memory, retrievability: Dual) -> Dual {
        let longTerm = w[11] * memory.difficulty.raised(to: -w[12]) * ((memory.stability + 1).raised(to: w[13]) - 1)
            * ((1 - retrievability) * w[14]).exponential()
        let shortTerm = memory.stability / (w[17] * w[18]).exponential()
        return shortTerm.value < longTerm.value ? shortTerm : longTerm
    }

    /// S·(1 + e^w8·(11−D)·S^(−w9)·(e^((1−R)·w10) − 1)·w15 if Hard·w16 if Easy).
    private func recallStability(_ memory: Memory, retrievability: Dual, rating: Rating) -> Dual {
        var growth = w[8].exponential() * (11 - memory.difficulty) * memory.stability.raised(to: -w[9])
            * (((1 - retrievability) * w[10]).exponential() - 1)
        if rating == .hard { growth = growth * w[15] }
        if rating == .easy { growth = growth * w[16] }
        return memory.stability * (growth + 1)
    }
}

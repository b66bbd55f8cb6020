import Glibc

/// The Adam optimizer (Kingma & Ba) as burn's `AdamConfig` with fsrs-rs's settings: β₁ 0.9, β₂ 0.999, ε 1e-8,
/// its learning rate cosine-annealed from `learningRate` to 0 over `totalSteps` (fsrs-rs's `CosineAnnealingLR`).
struct Adam {
    private var moment: [Double]
    private var squaredMoment: [Double]
    private var steps = 0
    let learningRate: Double
    let totalSteps: Int

    static let beta1 = 0.9
    static let beta2 = 0.999
    static let epsilon = 1e-8

    init(count: Int, learningRate: Double, totalSteps: Int) {
        moment = Array(repeating: 0, count: count)
        squaredMoment = Array(repeating: 0, count: count)
        self.learningRate = learningRate
        self.totalSteps = totalSteps
    }

    /// The learning rate of the next step.
    var currentRate: Double {
        learningRate * (1 + cos(Double.pi * Double(steps) / Double(totalSteps))) / 2
    }

    /// One step down `gradient`.
    /// - Returns: the parameters after the step.
    mutating func step(_ parameters: [Double], gradient: [Double]) -> [Double] {
        let rate = currentRate
        steps += 1
        let correction1 = 1 - pow(Self.beta1, Double(steps))
        let correction2 = 1 - pow(Self.beta2, Double(steps))
        var next = parameters
        for index in parameters.indices {
            moment[index] = Self.beta1 * moment[index] + (1 - Self.beta1) * gradient[index]
            squaredMoment[index] = Self.beta2 * squaredMoment[index] + (1 - Self.beta2) * gradient[index] * gradient[index]
            let corrected = moment[index] / correction1
            let correctedSquare = squaredMoment[index] / correction2
            next[index] -= rate * corrected / (correctedSquare.squareRoot() + Self.epsilon)
        }
        return next
    }
}

import Glibc

extension ParameterOptimizer {
    /// `parameters` held to fsrs-rs's bounds for FSRS-6 (its `parameter_clipper`), which keep the model sane
    /// where the history says little: first-review stabilities 0.001–100 days, difficulty 1–10, the rest as
    /// fsrs-rs sets them. With more than one relearning step, w17 and w18 are capped lower, so that the
    /// short-term gains of the steps cannot undo a lapse.
    func clipped(_ parameters: [Double]) -> [Double] {
        let shortTermCeiling: Double
        if relearningStepCount > 1 {
            let lapse = log(parameters[11]) + log(pow(2, parameters[13]) - 1) + parameters[14] * 0.3
            shortTermCeiling = min(max(-lapse / Double(relearningStepCount), 0.01).squareRoot(), 2)
        } else {
            shortTermCeiling = 2
        }
        let bounds: [(Double, Double)] = [
            (0.001, 100), (0.001, 100), (0.001, 100), (0.001, 100),
            (1, 10), (0.001, 4), (0.001, 4), (0.001, 0.75), (0, 4.5), (0, 0.8), (0.001, 3.5),
            (0.001, 5), (0.001, 0.25), (0.001, 0.9), (0, 4), (0, 1), (1, 6),
            (0, shortTermCeiling), (0, shortTermCeiling), (0.01, 0.8), (0.1, 0.8),
        ]
        return zip(parameters, bounds).map { value, bound in min(max(value, bound.0), bound.1) }
    }
}

import FSRS

/// What `study optimize` prints: the reviews counted, and the current and fitted parameters with their scores
/// (or how many reviews are missing). Encoded as is for `--json`.
public struct StudyOptimizeReport: Encodable {
    /// One set of parameters and how well it predicts the log.
    public struct Scored: Encodable {
        let parameters: [Double]
        let logLoss: Double
        let rmseBins: Double

        public init(_ parameters: [Double], _ evaluation: ParameterOptimizer.Evaluation) {
            self.parameters = parameters
            logLoss = evaluation.logLoss
            rmseBins = evaluation.rmseBins
        }
    }

    /// Reviews a day or more after the card's previous one: those the model predicts.
    public let reviews: Int
    public let minimumReviews = ParameterOptimizer.minimumReviews
    /// How many more reviews fitting needs; `nil` once there are enough.
    public var missingReviews: Int?
    public let desiredRetention: Double
    public var current: Scored?
    public var fitted: Scored?
    /// Whether the fitted parameters were stored (`--apply`).
    public var applied = false

    public init(reviews: Int, missingReviews: Int, desiredRetention: Double) {
        self.reviews = reviews
        self.missingReviews = missingReviews
        self.desiredRetention = desiredRetention
    }

    public init(reviews: Int, desiredRetention: Double, current: Scored, fitted: Scored, applied: Bool) {
        self.reviews = reviews
        self.desiredRetention = desiredRetention
        self.current = current
        self.fitted = fitted
        self.applied = applied
    }

    /// Why there is no fit, for stderr.
    public var shortfallMessage: String? {
        missingReviews.map { missing in
            "fitting needs \(minimumReviews) reviews a day or more after the card's previous one; the log has \(reviews), \(missing) missing"
        }
    }

    /// The plain report: a table of the two scores, the fitted parameters, and whether they were applied.
    public var text: String {
        var lines = ["reviews: \(reviews)", "desired retention: \(desiredRetention)"]
        if let current, let fitted {
            lines.append("            log-loss  RMSE(bins)")
            lines.append("current     \(Self.fixed(current.logLoss))    \(Self.fixed(current.rmseBins))")
            lines.append("fitted      \(Self.fixed(fitted.logLoss))    \(Self.fixed(fitted.rmseBins))")
            lines.append("fitted parameters: " + fitted.parameters.map { Self.fixed($0) }.joined(separator: " "))
            lines.append(applied ? "applied: cards are scheduled with the fitted parameters from their next grade"
                                 : "not applied: run 'kanji-tui study optimize --apply' to schedule with them")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` with four decimals, rounded half away from zero.
    private static func fixed(_ value: Double) -> String {
        // An infinite log-loss (a prediction of 0 for a pass) or NaN is printed as such, never converted (a trap).
        guard value.isFinite, abs(value) < 1e14 else { return "\(value)" }
        let scaled = Int64((abs(value) * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        return (value < 0 && scaled > 0 ? "-" : "") + "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}

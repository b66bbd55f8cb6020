import FSRS

/// How the study list is scheduled, as the user database keeps it: FSRS parameters fitted to the learner's
/// own reviews (`kanji-tui study optimize --apply`) and the desired retention; `nil` for FSRS's defaults.
public struct StudySettings: Sendable, Equatable {
    /// The 21 FSRS-6 weights, or `nil` for `Scheduler.defaultParameters`.
    public var parameters: [Double]?
    /// The recall probability at which a card falls due, in (0, 1), or `nil` for the scheduler's 0.9.
    public var desiredRetention: Double?

    public init(parameters: [Double]? = nil, desiredRetention: Double? = nil) {
        self.parameters = parameters
        self.desiredRetention = desiredRetention
    }

    /// The scheduler the browser and the study commands grade with: these settings, the rest py-fsrs's
    /// defaults (fuzz on).
    public var scheduler: Scheduler {
        Scheduler(parameters: parameters ?? Scheduler.defaultParameters, desiredRetention: desiredRetention ?? 0.9)
    }

    /// Whether `retention` can be a desired retention: the scheduler takes (0, 1); FSRS's advice, and Anki's
    /// allowed range, is 0.70–0.99 (lower forgets much more, higher multiplies reviews).
    public static let retentionRange: ClosedRange<Double> = 0.7...0.99
}

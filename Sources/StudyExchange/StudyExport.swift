import FSRS
import UserData

/// The JSON shape of `study export --json`: every card with its FSRS state and its full review log, and the
/// scheduler's settings, so another tool can replay each card (documented in the README, "Study export").
public struct StudyExport: Encodable {
    /// Names the shape; `version` changes only when a key changes meaning or goes.
    public let format = "kanji-tui study"
    public let version = 1
    public let scheduler: SchedulerSettings
    public let cards: [StudyCardReport]

    /// - Parameter scheduler: the one the app grades with, the user database's settings applied.
    public init(rows: [StudyRow], log: [StudyReviewRow], scheduler: Scheduler) {
        self.scheduler = SchedulerSettings(scheduler)
        let reviews = Dictionary(grouping: log, by: \.log.cardID)
        cards = rows.sorted { $0.card.id < $1.card.id }.map { StudyCardReport(row: $0, reviews: reviews[$0.card.id] ?? []) }
    }

    /// The settings the app schedules with: py-fsrs's `Scheduler` defaults (fuzz on), with the parameters and
    /// desired retention the user database holds (`study optimize`).
    public struct SchedulerSettings: Encodable {
        let algorithm = "FSRS-6"
        let parameters: [Double]
        let desiredRetention: Double
        let learningStepsSeconds: [Int64]
        let relearningStepsSeconds: [Int64]
        let maximumIntervalDays: Int
        let fuzz: Bool

        init(_ scheduler: Scheduler) {
            parameters = scheduler.parameters
            desiredRetention = scheduler.desiredRetention
            learningStepsSeconds = scheduler.learningSteps
            relearningStepsSeconds = scheduler.relearningSteps
            maximumIntervalDays = scheduler.maximumInterval
            fuzz = scheduler.enableFuzzing
        }

        enum CodingKeys: String, CodingKey {
            case algorithm, parameters, desiredRetention = "desired_retention", learningStepsSeconds = "learning_steps_seconds"
            case relearningStepsSeconds = "relearning_steps_seconds", maximumIntervalDays = "maximum_interval_days", fuzz
        }
    }
}

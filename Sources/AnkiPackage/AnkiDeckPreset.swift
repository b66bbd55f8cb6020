/// The deck preset (Anki's "deck options", `dconf`) the package's deck uses: how kanji-tui schedules, so that Anki,
/// when "Import deck presets" is ticked, schedules the cards the same way — FSRS's parameters and desired retention,
/// the learning and relearning steps, the longest interval, the daily limits and the leech threshold.
///
/// Its id is fixed, as the note types' are: a later package updates the same preset (Anki takes a preset from a
/// package when it is newer than its own), never adds a copy, and never touches the learner's Default preset.
public struct AnkiDeckPreset: Sendable, Hashable {
    /// Fixed for good, beside the note types' ids.
    public static let id: Int64 = 1_764_000_000_003

    /// The preset's name in Anki's deck options.
    public let name: String
    /// FSRS-6's 21 parameters.
    public let parameters: [Double]
    /// The recall probability at which a card falls due.
    public let desiredRetention: Double
    /// Seconds between learning steps, and between relearning steps.
    public let learningSteps: [Int64]
    public let relearningSteps: [Int64]
    /// The longest review interval, in days.
    public let maximumIntervalDays: Int
    /// How many new cards, and how many reviews, a day shows at most.
    public let newPerDay: Int
    public let reviewsPerDay: Int
    /// How many lapses make a card a leech (suspended and its note tagged); 0 for never (Anki 26.9.3 then tags none).
    public let leechThreshold: Int

    public init(name: String, parameters: [Double], desiredRetention: Double, learningSteps: [Int64], relearningSteps: [Int64],
                maximumIntervalDays: Int, newPerDay: Int, reviewsPerDay: Int, leechThreshold: Int) {
        self.name = name
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumIntervalDays = maximumIntervalDays
        self.newPerDay = newPerDay
        self.reviewsPerDay = reviewsPerDay
        self.leechThreshold = leechThreshold
    }

    /// The most reviews a day Anki's deck options take: what stands for "no limit", which Anki has not.
    public static let mostReviewsPerDay = 9999

    /// Anki's own defaults (no parameters: Anki's default FSRS parameters), for a package that states no settings.
    public static let ankiDefaults = AnkiDeckPreset(
        name: "kanji-tui", parameters: [], desiredRetention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
        maximumIntervalDays: 36_500, newPerDay: 20, reviewsPerDay: 200, leechThreshold: 8)
}

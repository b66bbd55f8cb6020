import FSRS

/// How the study list is scheduled, as the user database keeps it: FSRS parameters fitted to the learner's
/// own reviews (`kanji-tui study optimize --apply`), the desired retention, and Anki's daily limits (`kanji-tui
/// study config`, or `+`/`_`, `>`/`<` and `o` on the Study tab); `nil` for the defaults.
public struct StudySettings: Sendable, Equatable {
    /// The 21 FSRS-6 weights, or `nil` for `Scheduler.defaultParameters`.
    public var parameters: [Double]?
    /// The recall probability at which a card falls due, in (0, 1), or `nil` for the scheduler's 0.9.
    public var desiredRetention: Double?

    /// How many new cards a study day introduces, or `nil` for ``defaultNewPerDay``.
    public var newPerDay: Int?
    /// How many review cards a study day shows, or `nil` for no limit (Anki's default, 200, is a limit few reach;
    /// without one, a person back from a break sees everything they owe).
    public var reviewsPerDay: Int?
    /// The order new cards are introduced in, or `nil` for ``StudyNewCardOrder/kept``.
    public var newOrder: StudyNewCardOrder?
    /// How many lapses (grades of Again in review) make a card a leech, tagged and suspended; 0 for never, `nil` for
    /// ``defaultLeechThreshold``.
    public var leechThreshold: Int?
    /// The kinds of card an item gets when kept, in template order, or `nil` for ``CardKind/defaults`` (recognition).
    public var cardKinds: [CardKind]?

    public init(parameters: [Double]? = nil, desiredRetention: Double? = nil, newPerDay: Int? = nil, reviewsPerDay: Int? = nil,
                newOrder: StudyNewCardOrder? = nil, leechThreshold: Int? = nil, cardKinds: [CardKind]? = nil) {
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.newPerDay = newPerDay
        self.reviewsPerDay = reviewsPerDay
        self.newOrder = newOrder
        self.leechThreshold = leechThreshold
        self.cardKinds = cardKinds
    }

    /// Anki's default leech threshold: 8 lapses.
    public static let defaultLeechThreshold = 8

    /// Anki's default: importing the 79 N5 kanji makes four days of new cards, not 79 at once.
    public static let defaultNewPerDay = 20

    /// The scheduler the browser and the study commands grade with: these settings, the rest py-fsrs's
    /// defaults (fuzz on).
    public var scheduler: Scheduler {
        Scheduler(parameters: parameters ?? Scheduler.defaultParameters, desiredRetention: desiredRetention ?? 0.9)
    }

    /// Whether `retention` can be a desired retention: the scheduler takes (0, 1); FSRS's advice, and Anki's
    /// allowed range, is 0.70–0.99 (lower forgets much more, higher multiplies reviews).
    public static let retentionRange: ClosedRange<Double> = 0.7...0.99
}

/// The order a review introduces new cards in. Raw values are the file's (`study_settings.new_order`).
public enum StudyNewCardOrder: String, Sendable, Hashable, CaseIterable {
    /// The order they were kept in (Anki's default, "order added").
    case kept
    /// Most common first, by the frequency rank stored when each was kept; cards without one come last, in the
    /// order kept.
    case frequency
}

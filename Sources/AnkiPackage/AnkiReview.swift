/// One answer of a card, as Anki's review log (`revlog`) keeps it: what its statistics, its card info and its FSRS
/// optimizer read. The package writes each as a row whose id is the answer's time in milliseconds, so importing the
/// same package again adds none (Anki skips a row whose id it has).
public struct AnkiReview: Sendable, Hashable {
    /// When the card was answered (seconds since 1970).
    public let answeredAt: Int64
    /// The button: 1 Again, 2 Hard, 3 Good, 4 Easy.
    public let ease: Int
    /// The interval the answer gave: until the next learning step, or until the review day.
    public let interval: Interval
    /// The interval the card had before the answer (`.days(0)` for a new card).
    public let lastInterval: Interval
    /// FSRS's difficulty after the answer (1–10), which Anki keeps in the row's `factor`; `nil` where there is none.
    public let difficulty: Double?
    /// Which kind of answer it was, by where the card stood when answered.
    public let kind: Kind
    /// The revlog id the answer had in the Anki it came from, kept so it goes back under it (Anki's importer skips an
    /// id it has); `nil` for an answer made elsewhere, whose id is made from its time.
    public let revlogID: Int64?
    /// How long the answer took, in milliseconds, where known (Anki's own answers); 0 otherwise.
    public let durationMilliseconds: Int64

    public init(answeredAt: Int64, ease: Int, interval: Interval, lastInterval: Interval, difficulty: Double?, kind: Kind,
                revlogID: Int64? = nil, durationMilliseconds: Int64 = 0) {
        self.answeredAt = answeredAt
        self.ease = ease
        self.interval = interval
        self.lastInterval = lastInterval
        self.difficulty = difficulty
        self.kind = kind
        self.revlogID = revlogID
        self.durationMilliseconds = durationMilliseconds
    }

    /// An interval as Anki counts it: whole days, or seconds for a learning step shorter than a day.
    public enum Interval: Sendable, Hashable {
        case days(Int)
        case seconds(Int64)

        /// Anki's number for it: days positive, seconds negative.
        var revlogValue: Int64 {
            switch self {
            case .days(let days): Int64(days)
            case .seconds(let seconds): -seconds
            }
        }
    }

    /// Anki's review kinds, by their `revlog.type` numbers.
    public enum Kind: Int, Sendable, Hashable {
        /// A new or learning card answered.
        case learning = 0
        /// A review card answered.
        case review = 1
        /// A card answered in its relearning steps, after a lapse.
        case relearning = 2
    }

    /// The `factor` Anki writes for an FSRS answer: the difficulty after it moved to 0.1–1.1 and in permille
    /// (difficulty 1 is 100, 10 is 1100), as Anki 26.9.3 writes it; 0 without one.
    var factor: Int {
        guard let difficulty else { return 0 }
        return Int((((difficulty - 1) / 9 + 0.1) * 1000).rounded())
    }
}

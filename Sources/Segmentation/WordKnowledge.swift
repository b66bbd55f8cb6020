import FSRS

/// How well the learner knows a word, as its card on the study list says, in Anki's and FSRS's words: not kept,
/// new (kept, never reviewed), learning (in its first steps), relearning (forgotten, back in its steps), review
/// (graduated, "young" in Anki) or mature (a review card with a stability of 21 days or more, Anki's "mature").
public enum WordKnowledge: Sendable, Hashable, CaseIterable {
    case mature
    case review
    case learning
    case relearning
    case new
    case unknown

    /// What `card` says of its word; `nil` (no card) is a word not kept.
    public init(card: Card?) {
        guard let card else {
            self = .unknown
            return
        }
        switch card.state {
        case .new: self = .new
        case .learning: self = .learning
        case .relearning: self = .relearning
        case .review: self = (card.stability ?? 0) >= Self.matureStability ? .mature : .review
        }
    }

    /// Whether the word counts as known in the reader's header and `analyze`: reviewed at least once and not in
    /// relearning. A card kept and never reviewed is not known yet, nor one forgotten and being relearned.
    public var isKnown: Bool {
        switch self {
        case .mature, .review, .learning: true
        case .relearning, .new, .unknown: false
        }
    }

    /// The study list's name for it: "mature", "review", "learning", "relearning", "new", "not kept".
    public var label: String {
        switch self {
        case .mature: "mature"
        case .review: "review"
        case .learning: "learning"
        case .relearning: "relearning"
        case .new: "new"
        case .unknown: "not kept"
        }
    }

    /// Stability at which a review card counts as mature, in days.
    public static let matureStability = 21.0
}

import FSRS

/// How well the learner knows a word: as its card on the study list says, in Anki's and FSRS's words — not kept, new
/// (kept, never reviewed), learning (in its first steps), relearning (forgotten, back in its steps), review
/// (graduated, "young" in Anki) or mature (a review card with a stability of 21 days or more, Anki's "mature") — or as
/// the learner marked it without studying it (issue 47): known, or ignored.
///
/// One definition of known everywhere (the reader's header and colours, `n`/`N`, `v`, `analyze`): **studied and
/// mature, or marked known** (``isKnown``). An ignored word (a name, a particle, a word never needed) is neither known
/// nor unknown: it leaves the counts, its tokens and the word itself (``isCounted``).
public enum WordKnowledge: Sendable, Hashable, CaseIterable {
    case mature
    case review
    case learning
    case relearning
    case new
    case unknown
    /// Marked known by the learner, with no mature card behind it.
    case markedKnown
    /// Marked ignored by the learner: out of every count.
    case ignored

    /// What the learner said of a word without studying it (the user database's `word_mark`).
    public enum Mark: Sendable, Hashable {
        case known
        case ignored
    }

    /// What `card` and `mark` say of their word; no card is a word not kept. A mark is what the learner said, so it
    /// wins over the card: ignored is ignored whatever its card, and known is known — except that a mature card stays
    /// `mature`, which says the same of the counts and more of the word.
    public init(card: Card?, mark: Mark? = nil) {
        switch mark {
        case .ignored?:
            self = .ignored
            return
        case .known?:
            self = Self(card: card) == .mature ? .mature : .markedKnown
            return
        case nil:
            break
        }
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

    /// Whether the word counts as known: studied and mature, or marked known. A card still learning or young in review
    /// is not known yet (Anki's "young"), nor one kept and never reviewed, nor one being relearned.
    public var isKnown: Bool {
        switch self {
        case .mature, .markedKnown: true
        case .review, .learning, .relearning, .new, .unknown, .ignored: false
        }
    }

    /// Whether the word is in the counts at all: every word but an ignored one.
    public var isCounted: Bool {
        switch self {
        case .ignored: false
        case .mature, .review, .learning, .relearning, .new, .unknown, .markedKnown: true
        }
    }

    /// Whether the word counts as one not known yet: counted and not known (what `v` lists, `n`/`N` go to and
    /// `analyze --unknown` prints).
    public var countsAsUnknown: Bool { isCounted && !isKnown }

    /// Its name as the study list and `known list` say it: "mature", "review", "learning", "relearning", "new",
    /// "not kept", "known" (marked), "ignored".
    public var label: String {
        switch self {
        case .mature: "mature"
        case .review: "review"
        case .learning: "learning"
        case .relearning: "relearning"
        case .new: "new"
        case .unknown: "not kept"
        case .markedKnown: "known"
        case .ignored: "ignored"
        }
    }

    /// Stability at which a review card counts as mature, in days.
    public static let matureStability = 21.0
}

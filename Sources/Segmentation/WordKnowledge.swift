/// How well the learner knows a word, as the study list says: kept and mature (stability of 21 days or more,
/// Anki's "mature"), kept and still being learned, or not kept. A kept word counts as known.
public enum WordKnowledge: Sendable, Hashable, CaseIterable {
    case mature
    case learning
    case unknown

    /// Whether the word is kept for study, mature or not: what "known" means in the reader's header and
    /// `analyze`.
    public var isKnown: Bool { self != .unknown }

    /// Stability at which a kept card counts as mature, in days.
    public static let matureStability = 21.0
}

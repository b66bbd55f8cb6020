/// The order a review introduces new cards in (`study config --new-order`).
public enum NewCardOrder: String, Sendable, Hashable, CaseIterable {
    /// The order they were kept in (Anki's default, "order added").
    case kept
    /// Most common first, by the frequency rank stored when each was kept (KANJIDIC's for a kanji, wordfreq's
    /// for a word); cards without one come last, in the order kept.
    case frequency
}

extension NewCardOrder {
    /// The order `o` on the Study tab switches to: there are two.
    public var other: NewCardOrder {
        switch self {
        case .kept: .frequency
        case .frequency: .kept
        }
    }
}

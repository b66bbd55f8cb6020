/// The order a review introduces new cards in (`study config --new-order`, `o` on the Study tab).
public enum NewCardOrder: String, Sendable, Hashable, CaseIterable {
    /// The order they were kept in (Anki's default, "order added").
    case kept
    /// Most common first, by the frequency rank stored when each was kept (KANJIDIC's for a kanji, wordfreq's
    /// for a word); cards without one come last, in the order kept.
    case frequency

    /// The other order: what `o` switches to.
    public var toggled: NewCardOrder {
        switch self {
        case .kept: .frequency
        case .frequency: .kept
        }
    }

    /// "in the order kept", "by frequency": how the Study tab names it.
    public var label: String {
        switch self {
        case .kept: "in the order kept"
        case .frequency: "by frequency"
        }
    }
}

/// What a colour means, not which colour it is: the terminal session picks the actual colours, and
/// drops them entirely when the terminal has none or `NO_COLOR` is set.
public enum ColorRole: CaseIterable, Hashable, Sendable {
    /// Something to notice: the kanji itself, a key hint.
    case accent
    /// Secondary text: readings, provenance notes.
    case muted
    /// Titles and column headings.
    case header
    /// The row under the cursor (combined with `.reverse`, so it tints the bar).
    case selection
    /// A word of a text still being learned (kept, not yet mature), drawn underlined too.
    case learningWord
}

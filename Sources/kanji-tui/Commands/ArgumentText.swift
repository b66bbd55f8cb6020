import KanjiKit

/// An argument as a message names it. Everything printed is sanitized, so an argument made only of escape
/// sequences and control characters would be named as `""`, which says nothing: it is described instead.
enum ArgumentText {
    static let onlyControlCharacters = "(only control characters)"

    /// `"日"` (or `'日'` with that `mark`), or `(only control characters)` when nothing of the argument
    /// would be shown.
    static func quoted(_ text: String, mark: String = "\"") -> String {
        !text.isEmpty && TextSanitizer.sanitize(text).isEmpty ? onlyControlCharacters : mark + text + mark
    }
}

/// The path of screens shown in the header: `Kanji › 日 › 日本 › 本`.
enum Breadcrumb {
    static let separator = " › "
    static let elision = "…"

    /// The titles joined, with the oldest steps replaced by `…` until the rest fits `width` columns,
    /// so the screen you are on is always visible.
    static func text(_ titles: [String], width: Int) -> String {
        var shown = titles[...]
        var text = shown.joined(separator: separator)
        while text.displayWidth > width && shown.count > 1 {
            shown = shown.dropFirst()
            text = ([elision] + shown).joined(separator: separator)
        }
        return text
    }
}

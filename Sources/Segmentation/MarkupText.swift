/// The text of an HTML page, an XHTML file or an EPUB book, as the reader shows it: one line per paragraph or
/// other block (`\n` between them, an empty line between an EPUB's chapters), the base text of each `<ruby>`
/// with its `<rt>` kept beside it as a ``ReadingHint``. Scripts, styles, SVG, `<head>` and `<rp>` are gone,
/// entities are decoded, and no control character or escape sequence is left (``TextSanitizer``'s rules), so the
/// hints' byte ranges stay right when a block's text is sanitized again for the screen.
public struct MarkupText: Sendable, Hashable {
    public let text: String
    /// In the order of their spans, which never overlap.
    public let readingHints: [ReadingHint]

    public init(text: String, readingHints: [ReadingHint]) {
        self.text = text
        self.readingHints = readingHints
    }
}

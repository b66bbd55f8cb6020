/// The About page: the data sources and licences (`ATTRIBUTION.md` beside the data), as a text page on the stack,
/// so Back leaves it like any screen (``AppRoute/about``).
public enum AboutPage {
    public static let title = "About"

    /// The attribution's Markdown as plain paragraphs for the terminal: emphasis and code marks
    /// dropped, and a paragraph's hard-wrapped lines joined so the renderer can wrap it to any width.
    /// A blank line, a heading ("#") or a list item ("- ") starts a new paragraph; headings stand alone.
    static func paragraphs(ofMarkdown markdown: String) -> [String] {
        var paragraphs: [String] = []
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine).replacing("**", with: "").replacing("`", with: "")
            let startsParagraph = line.isEmpty || line.hasPrefix("#") || line.hasPrefix("- ")
            if let previous = paragraphs.last, !startsParagraph, !previous.isEmpty, !previous.hasPrefix("#") {
                paragraphs[paragraphs.count - 1] = previous + " " + line.drop { $0 == " " }
            } else {
                paragraphs.append(line)
            }
        }
        return paragraphs
    }
}

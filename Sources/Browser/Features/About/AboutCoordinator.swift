import Coordination

/// Shows the data sources and licences as a page on the stack, so Back leaves it like any screen.
public final class AboutCoordinator: Coordinator {
    public static let title = "About"

    /// Strong: the navigator refers to no coordinator.
    private let navigator: TabNavigator

    init(navigator: TabNavigator) {
        self.navigator = navigator
        super.init()
    }

    /// Pushes the text of `ATTRIBUTION.md` beside the data as a page.
    public override func start() {
        let attribution = navigator.services.attribution
        navigator.push(.textPage(TextPageViewModel(title: Self.title, lines: Self.paragraphs(ofMarkdown: attribution), coordinator: self)))
    }

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

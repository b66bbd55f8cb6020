import Coordination

/// A page of text to scroll through: the About/Sources page. Input: a title and lines; no output.
public final class TextPageViewModel: InteractiveScreen {
    public let title: String
    public let lines: [String]

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// The first line shown, and how many fit; a page scrolls rather than moving a cursor.
    public private(set) var firstLine = 0
    public private(set) var visibleRows = 20

    public init(title: String, lines: [String], coordinator: Coordinator?) {
        self.title = title
        self.lines = lines
        self.coordinator = coordinator
    }

    public var visibleLines: ArraySlice<String> {
        lines[firstLine..<min(lines.count, firstLine + visibleRows)]
    }

    /// "12–30/48": the lines in view and the total.
    public var positionText: String {
        "\(lines.isEmpty ? 0 : firstLine + 1)–\(min(lines.count, firstLine + visibleRows))/\(lines.count)"
    }

    /// Called by the renderer with the rows it has for text.
    public func setVisibleRows(_ rows: Int) {
        visibleRows = max(1, rows)
        scroll(to: firstLine)
    }

    public func handle(_ command: ScreenCommand) {
        switch command {
        case .up: scroll(to: firstLine - 1)
        case .down: scroll(to: firstLine + 1)
        case .pageUp: scroll(to: firstLine - visibleRows)
        case .pageDown: scroll(to: firstLine + visibleRows)
        case .home: scroll(to: 0)
        case .end: scroll(to: lines.count)
        case .scroll(let lines): scroll(to: firstLine + lines)
        case .select, .click: break
        }
    }

    private func scroll(to line: Int) {
        firstLine = max(0, min(line, lines.count - visibleRows))
    }
}

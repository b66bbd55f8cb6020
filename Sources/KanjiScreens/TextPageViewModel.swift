import Coordination

/// A page of text to scroll through: the About/Sources page. Input: a title and lines; no output.
///
/// The renderer wraps the lines to the terminal's width (`setDisplayLines`), and scrolling works on
/// what is displayed, so a narrow terminal scrolls further instead of cutting sentences off.
public final class TextPageViewModel: InteractiveScreen {
    public let title: String
    /// The text as given, one paragraph line per element.
    public let lines: [String]
    /// The lines as the renderer laid them out for the current width; `lines` until it has.
    public private(set) var displayLines: [String]

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// The first line shown, and how many fit; a page scrolls rather than moving a cursor.
    public private(set) var firstLine = 0
    public private(set) var visibleRows = 20

    public init(title: String, lines: [String], coordinator: Coordinator?) {
        self.title = title
        self.lines = lines
        self.displayLines = lines
        self.coordinator = coordinator
    }

    public var visibleLines: ArraySlice<String> {
        displayLines[firstLine..<min(displayLines.count, firstLine + visibleRows)]
    }

    /// "12–30/48": the lines in view and the total.
    public var positionText: String {
        "\(displayLines.isEmpty ? 0 : firstLine + 1)–\(min(displayLines.count, firstLine + visibleRows))/\(displayLines.count)"
    }

    /// Called by the renderer with the wrapped lines and the rows it has for them.
    public func setDisplayLines(_ wrapped: [String], visibleRows rows: Int) {
        displayLines = wrapped
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
        case .end: scroll(to: displayLines.count)
        case .scroll(let lines): scroll(to: firstLine + lines)
        default: break
        }
    }

    private func scroll(to line: Int) {
        firstLine = max(0, min(line, displayLines.count - visibleRows))
    }
}

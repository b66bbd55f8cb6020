import Coordination

/// A page of text to scroll through: the About/Sources page, a card's study history, and what a screen that cannot
/// open says instead (a text that cannot be read, a missing word index). Input: a title and lines; no output. Every
/// feature that shows a page of text uses it, so it lives in Components, not in any one of them.
///
/// The terminal wraps the lines to its width and hands them over with the rows it has (``setLayout(displayLines:visibleRows:)``)
/// before each frame, so a narrow terminal scrolls further instead of cutting sentences off.
public final class TextPageViewModel: InteractiveScreen {
    public let title: String
    /// The text as given, one paragraph line per element.
    public let lines: [String]
    /// The lines as laid out for the current width; `lines` until the terminal has laid them out.
    public private(set) var displayLines: [String]

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// The window over `displayLines`: a page scrolls rather than moving a cursor.
    public private(set) var scroll: ScrollingCursor

    public init(title: String, lines: [String], coordinator: Coordinator?) {
        self.title = title
        self.lines = lines
        self.displayLines = lines
        self.coordinator = coordinator
        self.scroll = ScrollingCursor(count: lines.count, behavior: .page)
    }

    /// The first line shown.
    public var firstLine: Int { scroll.offset }

    public var visibleLines: ArraySlice<String> {
        displayLines[scroll.visibleRange]
    }

    /// "12–30/48": the lines in view and the total.
    public var positionText: String {
        "\(displayLines.isEmpty ? 0 : scroll.offset + 1)–\(scroll.visibleRange.upperBound)/\(displayLines.count)"
    }

    /// The wrapped lines and the rows the terminal has for them, set before each frame.
    public func setLayout(displayLines wrapped: [String], visibleRows rows: Int) {
        displayLines = wrapped
        scroll.setVisibleRows(rows)
        scroll.setCount(wrapped.count)
    }

    public func handle(_ command: CursorCommand) {
        _ = scroll.apply(command)
    }
}

import Coordination
import FSRS

/// The study list's statistics, as Anki's Statistics page shows them: reviews per day, the due forecast, true
/// retention, cards by state and stability, one under the other on a page that scrolls.
///
/// Input: the statistics (read once by the coordinator, from the deck's aggregates) and the deck's problem, if
/// any. No output: the page only scrolls, and Back leaves it. The terminal draws the charts (they depend on its
/// width) and hands back how many lines they took with the rows it has (``setLayout(lineCount:visibleRows:)``).
public final class StudyStatsViewModel: InteractiveScreen {
    public let title = "Statistics"
    /// The numbers the page shows.
    public let statistics: DeckStatistics
    /// Why the deck could not be read (the numbers are then an empty deck's), shown above the charts.
    public let problem: String?

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// The window over the drawn page's lines: a page scrolls rather than moving a cursor.
    public private(set) var scroll = ScrollingCursor(count: 0, behavior: .page)

    public init(statistics: DeckStatistics, problem: String?, coordinator: Coordinator?) {
        self.statistics = statistics
        self.problem = problem
        self.coordinator = coordinator
    }

    /// The first line of the page shown.
    public var firstLine: Int { scroll.offset }

    /// "1–20/64": the lines in view and the total.
    public var positionText: String {
        "\(scroll.count == 0 ? 0 : scroll.offset + 1)–\(scroll.visibleRange.upperBound)/\(scroll.count)"
    }

    /// How many lines the page took at the terminal's width and the rows it has for them, set before each frame.
    public func setLayout(lineCount: Int, visibleRows rows: Int) {
        scroll.setVisibleRows(rows)
        scroll.setCount(lineCount)
    }

    public func handle(_ command: CursorCommand) {
        _ = scroll.apply(command)
    }
}

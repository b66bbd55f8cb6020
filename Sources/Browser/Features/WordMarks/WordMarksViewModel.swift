import Coordination

/// The words the learner marked known or ignored without studying them (issue 47), the last marked first: what
/// `kanji-tui known list` prints, on a screen of its own (`M` on the Study tab). Enter opens a word's page, `d` takes
/// its mark off — the word counts by its card again —, and `u` right after puts the mark back.
///
/// Input: the marks as a ``PagedList`` (given by the coordinator), of which it reads only the rows on screen and a
/// page either side (``RowWindow``): 20,000 marks imported from Anki show as fast as 40. Output: ``Output``.
public final class WordMarksViewModel: ListScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter (or a second click) on a row: the word's page.
        case open(MarkedWord)
        /// `d`: take the row's mark off.
        case unmark(MarkedWord)
        /// `u`: put back the mark just taken off here (``DeckUndo``).
        case undoRequested
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `d`: take the mark of the word under the cursor off.
        case unmark
        /// `u`: put back the mark just taken off here.
        case undo
    }

    public let title = "Marked words"

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    /// The rows on screen and a page either side, read from the marks as they are drawn.
    private var window = RowWindow(list: PagedList<MarkedWord>.empty)
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// One line until the next command (what `d` or `u` did), or why the marks cannot be read.
    public private(set) var notice: String?

    public init(coordinator: Coordinator?) {
        self.coordinator = coordinator
    }

    /// Shows `marks`, the cursor kept at its place (clamped to the new length); `problem` stays in the header.
    public func show(_ marks: PagedList<MarkedWord>, problem: String?) {
        let index = cursor.index
        window = RowWindow(list: marks)
        cursor.reset(count: marks.count)
        if marks.count > 0 { cursor.move(to: min(index, marks.count - 1)) }
        if let problem { notice = problem }
    }

    /// How many words are marked.
    public var count: Int { window.count }

    /// The row at `index`, read with the rows around it when it is not held; nil past the end.
    public func row(at index: Int) -> MarkedWord? {
        window.row(at: index, visible: cursor.visibleRange, margin: cursor.visibleRows)
    }

    public var selectedRow: MarkedWord? { row(at: cursor.index) }

    /// "3/120", or the notice.
    public var statusText: String {
        notice ?? "\(count == 0 ? 0 : cursor.index + 1)/\(count)"
    }

    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    public func handle(_ command: CursorCommand) {
        notice = nil
        if let chosen = cursor.apply(command), let row = row(at: chosen) { onOutput?(.open(row)) }
    }

    public func handle(_ command: Command) {
        notice = nil
        switch command {
        case .unmark:
            if let row = selectedRow { onOutput?(.unmark(row)) }
        case .undo:
            onOutput?(.undoRequested)
        }
    }

    /// Shows one line in the header until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// What `y` copies: the word under the cursor.
    public var currentItemText: String? { selectedRow?.headword }
}

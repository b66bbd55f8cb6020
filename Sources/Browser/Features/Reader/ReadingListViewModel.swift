import Coordination
import FSRS

/// The Read tab's list: the texts read before, last opened first. A paste into it makes a new text.
///
/// Input: the library as a ``PagedList`` (given by the coordinator), of which it reads only the rows on screen and
/// a page either side. Output: ``Output`` (open this text, read this pasted text).
public final class ReadingListViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output {
        case open(ReadingEntry)
        /// A paste: a new text to read.
        case read(pasted: String)
    }

    public let title = AppTab.read.title
    /// Strong: this screen keeps the coordinator that created it alive.
    public let coordinator: Coordinator?
    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    private var window = RowWindow(list: PagedList<ReadingEntry>.empty)
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// Why nothing can be read or remembered, or a paste's problem; shown instead of the count.
    public private(set) var notice: String?

    public init(coordinator: Coordinator?) {
        self.coordinator = coordinator
    }

    /// Shows `entries` with the cursor on the first (the text read last).
    public func show(_ entries: PagedList<ReadingEntry>, problem: String?) {
        window = RowWindow(list: entries)
        cursor.reset(count: entries.count)
        notice = problem
    }

    /// Lets the rows go while the list is not on screen.
    public func setAside() {
        window = RowWindow(list: .empty)
        cursor.reset(count: 0)
    }

    public var count: Int { window.count }

    /// The entry at `index`, read with those around it when it is not held.
    public func entry(at index: Int) -> ReadingEntry? {
        window.row(at: index, visible: cursor.visibleRange, margin: cursor.visibleRows)
    }

    /// "3/12", or the notice.
    public var statusText: String {
        notice ?? "\(count == 0 ? 0 : cursor.index + 1)/\(count)"
    }

    public func showNotice(_ line: String) {
        notice = line
    }

    public func setVisibleRows(_ count: Int) {
        cursor.setVisibleRows(count)
    }

    public func handle(_ command: CursorCommand) {
        if let chosen = cursor.apply(command), let entry = entry(at: chosen) { onOutput?(.open(entry)) }
    }

    /// A bracketed paste: text to read. Blank text is ignored.
    public func paste(_ text: String) {
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        onOutput?(.read(pasted: text))
    }

    /// What a paste is named in the list: its first 20 characters on one line.
    public static func title(ofPasted text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first { $0.contains { !$0.isWhitespace } } ?? ""
        let trimmed = line.drop(while: \.isWhitespace)
        return trimmed.count > 20 ? String(trimmed.prefix(20)) + "…" : String(trimmed)
    }
}

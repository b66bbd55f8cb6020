import Coordination
import FSRS
import KanjiKit

/// The Read tab's list: the texts read before, last opened first. A paste into it makes a new text.
///
/// Input: the library as a ``PagedList`` (given by the coordinator), of which it reads only the rows on screen and
/// a page either side. Output: ``Output`` (open this text, read this pasted text, remove this text). `d` removes the
/// text under the cursor once `y` answers its question, as the other removals ask; any other key keeps it.
public final class ReadingListViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output {
        case open(ReadingEntry)
        /// A paste: a new text to read.
        case read(pasted: String)
        /// `y` to the question of `d`: forget the text (never its file).
        case remove(ReadingEntry)
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `d`: ask whether to remove the text under the cursor.
        case askToRemove
        /// `y` on the question: remove it.
        case confirmRemoval
        /// `n`, Escape, or any other key on the question: keep it.
        case dismiss
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
    /// The text `d` asked about, while its question is up.
    public private(set) var removalQuestion: ReadingEntry?

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

    /// Whether `entry` was read from a file that is no longer there (moved or deleted since): its row says so. One
    /// `lstat` per row drawn; nothing is kept.
    public func isFileGone(_ entry: ReadingEntry) -> Bool {
        guard case .file(let path) = entry.source else { return false }
        return !FilePresence.isThere(path)
    }

    /// The question of `d`, while it is up.
    public var question: String? {
        removalQuestion.map { "Remove \($0.title) from the list, with where you were in it? The file stays. y/n" }
    }

    public func handle(_ command: Command) {
        switch command {
        case .askToRemove:
            removalQuestion = entry(at: cursor.index)
        case .confirmRemoval:
            guard let entry = removalQuestion else { return }
            removalQuestion = nil
            onOutput?(.remove(entry))
        case .dismiss:
            removalQuestion = nil
        }
    }

    /// Back on the question answers no.
    public func handleBack() -> Bool {
        guard removalQuestion != nil else { return false }
        removalQuestion = nil
        return true
    }

    public func handle(_ command: CursorCommand) {
        // Any other key on the question keeps the text, and does nothing else.
        if removalQuestion != nil { return handle(.dismiss) }
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

import Coordination

/// The History tab's list: what was opened, newest first, one row per item with its meaning.
///
/// Input: the history as a ``PagedList`` (given by the coordinator), of which it reads only the rows on screen and a
/// page either side (``RowWindow``): a history of 100,000 entries shows as fast as one of 40. Output: ``Output`` ("open this",
/// "delete this", "clear all" once confirmed). Clearing asks first, on a confirmation line, so one key cannot lose
/// the whole history.
public final class HistoryViewModel: ListScreen {
    /// One row: an entry, whose label ("日", "日本 にほん") is made and meaning looked up when the row is shown.
    /// Nothing else is stored per row: a long history is held as its entries alone.
    public struct Row: Sendable, Hashable {
        public let entry: HistoryEntry

        public init(entry: HistoryEntry) {
            self.entry = entry
        }

        /// The item as the list names it; made for the rows drawn, not kept for every row.
        public var label: String { entry.item.label }
    }

    /// What the person asked for.
    public enum Output: Sendable {
        case open(LookupItem)
        case delete(LookupItem)
        case clearAll
        /// `a`: add the item to the study list, or take it out.
        case toggleKept(LookupItem)
        /// `u`: take back the keep or removal just made on this list (``DeckUndo``).
        case undoRequested
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `d`: forget the entry under the cursor.
        case deleteEntry
        /// `D`: ask to forget everything (a confirmation line follows).
        case askToClear
        /// `y` on the confirmation line: forget everything.
        case confirm
        /// Any other key on the confirmation line: keep everything (or, on the question of `a`, the card).
        case dismiss
        /// `a`: add the item under the cursor to the study list, or take it out — after a question when it has reviews.
        case toggleKept
        /// `y` on the question of `a`: take the card off with its reviews.
        case confirmRemoval
        /// `u`: take back the keep or removal just made here: an item kept comes off again, a card taken off comes
        /// back with its reviews.
        case undo
    }

    public let title = AppTab.history.title

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    /// Looks up an item's meaning in the dictionary; set by the coordinator, capturing itself weakly. Asked only
    /// for the rows drawn, and remembered: a long history costs nothing for the rows nobody scrolls to.
    public var lookUpMeaning: ((LookupItem) -> String)?
    /// Which rows are on the study list, for their mark; set by the coordinator.
    public var studyMarks = StudyMarks.none
    /// The meanings looked up so far.
    private var meanings: [LookupItem: String] = [:]
    /// The entry the cursor was on when the rows were set aside, to return to (its item) when they are shown again.
    private var selectionSetAside: HistoryEntry?

    /// The rows on screen and a page either side, read from the history as they are drawn.
    private var window = RowWindow(list: PagedList<HistoryEntry>.empty)
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// Shown instead of the rows' count: why nothing is recorded, or the confirmation question.
    public private(set) var notice: String?
    /// Why nothing is recorded, as the history said on the last ``show(_:problem:)``.
    private var problem: String?
    /// Whether the confirmation line is up.
    public private(set) var isConfirmingClear = false
    /// `a`, with its question before taking off a card with reviews.
    public private(set) var keepToggle = KeepToggle()

    public init(coordinator: Coordinator?) {
        self.coordinator = coordinator
    }

    /// Shows `entries`, keeping the cursor on the same item when it is still there (found by the history, not by
    /// reading the rows above it). Reads no row: those on screen are read when they are drawn.
    public func show(_ entries: PagedList<HistoryEntry>, problem: String?) {
        let selected = window.peekRow(at: cursor.index) ?? selectionSetAside
        selectionSetAside = nil
        window = RowWindow(list: entries)
        cursor.reset(count: entries.count)
        if let selected, let index = entries.position(selected) { cursor.move(to: index) }
        self.problem = problem
        if !isConfirmingClear, keepToggle.question == nil { notice = problem }
    }

    /// Lets the rows and the meanings looked up go while the list is not on screen (its tab hidden, or
    /// covered), remembering the item under the cursor for the next ``show(_:problem:)``.
    public func setAside() {
        if keepToggle.dismiss() { notice = problem }
        guard count > 0 || !meanings.isEmpty else { return }
        selectionSetAside = window.peekRow(at: cursor.index)
        window = RowWindow(list: .empty)
        meanings = [:]
        cursor.reset(count: 0)
    }

    /// The meaning of `row`'s item ("day; sun; Japan"), looked up once.
    public func meaning(of row: Row) -> String {
        if let known = meanings[row.entry.item] { return known }
        let meaning = lookUpMeaning?(row.entry.item) ?? ""
        meanings[row.entry.item] = meaning
        return meaning
    }

    /// Shows one line (a confirmation of `a`) until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// How many entries the history holds.
    public var count: Int { window.count }

    /// The row at `index`, read with the rows around it when it is not held; `nil` past the end (the history
    /// shrank since it was shown).
    public func row(at index: Int) -> Row? {
        window.row(at: index, visible: cursor.visibleRange, margin: cursor.visibleRows).map(Row.init(entry:))
    }

    public var selectedRow: Row? {
        row(at: cursor.index)
    }

    /// "3/120", or the notice.
    public var statusText: String {
        notice ?? "\(count == 0 ? 0 : cursor.index + 1)/\(count)"
    }

    /// The rows the terminal has, set before each frame.
    public func setVisibleRows(_ count: Int) {
        cursor.setVisibleRows(count)
    }

    public func handle(_ command: CursorCommand) {
        if isConfirmingClear || keepToggle.question != nil { return handle(.dismiss) }
        clearConfirmation()
        if let chosen = cursor.apply(command), let row = row(at: chosen) { onOutput?(.open(row.entry.item)) }
    }

    public func handle(_ command: Command) {
        if command != .confirmRemoval, keepToggle.dismiss() {
            notice = problem
            return
        }
        if command != .confirm && command != .dismiss { clearConfirmation() }
        switch command {
        case .deleteEntry:
            guard let item = selectedRow?.entry.item else { return }
            onOutput?(.delete(item))
        case .askToClear:
            guard count > 0 else { return }
            isConfirmingClear = true
            notice = "Forget all \(count) entries? y forgets, any other key keeps them"
        case .confirm:
            guard isConfirmingClear else { return }
            isConfirmingClear = false
            notice = nil
            onOutput?(.clearAll)
        case .dismiss:
            isConfirmingClear = false
            notice = nil
        case .toggleKept:
            guard let item = selectedRow?.entry.item else { return }
            if let now = keepToggle.toggle(item, marks: studyMarks) { onOutput?(.toggleKept(now)) } else { notice = keepToggle.question?.text }
        case .confirmRemoval:
            notice = problem
            if let item = keepToggle.confirm(marks: studyMarks) { onOutput?(.toggleKept(item)) }
        case .undo:
            onOutput?(.undoRequested)
        }
    }

    /// Back on the question of `a` answers no.
    public func handleBack() -> Bool {
        guard keepToggle.question != nil else { return false }
        handle(.dismiss)
        return true
    }

    /// A confirmation of `a` lasts until the next command; a problem or the question stays.
    private func clearConfirmation() {
        if !isConfirmingClear, notice != nil, notice != problem { notice = nil }
    }
}

extension HistoryViewModel {
    /// What `y` copies: the row's kanji or word.
    public var currentItemText: String? { selectedRow?.entry.item.text }
}

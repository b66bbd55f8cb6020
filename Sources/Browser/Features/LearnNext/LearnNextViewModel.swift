import Coordination
import Segmentation

/// The words of the whole Read library not known yet, most used first, then in more texts — what to learn next, as
/// `kanji-tui sentences --next` lists them (`w` on the Read tab): each with its reading and gloss, how often the
/// library uses it and in how many texts, and the coverage of the text it helps most, now and once it is known.
/// Enter opens the word's page; `a` keeps the word with its first sentence in the library, `K` marks it known and `I`
/// ignores it (the row stays, saying so); `A` asks how many and keeps that many of the first words not kept yet in one
/// step; `u` right after takes a keep, a mark or a whole batch back.
///
/// While texts are still being indexed the screen says how far the count is, one text per frame (``tick()``), so its
/// first frame is drawn at once.
///
/// Input: the words as a ``PagedList`` (``show(_:texts:)``), of which it reads only the rows on screen and a page
/// either side (``RowWindow``): each row's gloss and study state are read as it is, so a library of 30,000 unknown
/// words shows as fast as one of 40. Output: ``Output``.
public final class LearnNextViewModel: ListScreen {
    /// What the person asked for.
    public enum Output {
        /// Enter (or a second click) on a row: the word's page.
        case open(NextWordRow)
        /// `a` on a row: keep its word with its first sentence in the library.
        case keep(NextWordRow)
        /// `A`, then a number: keep that many of the first words neither kept nor marked, each with its sentence.
        case keepFirst(Int)
        /// `K`, `I` on a row: mark its word known or ignored without studying it, or take that mark off.
        case mark(NextWordRow, WordKnowledge.Mark)
        /// `u`: take back the keep, mark or batch just made here (``DeckUndo``).
        case undo
        /// A frame passed while texts are left to index: index the next one.
        case indexNext
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `a`: keep the word under the cursor.
        case keep
        /// `A`: ask how many of the first words to keep.
        case askHowMany
        /// `K`: mark the word under the cursor known (again: unmark).
        case markKnown
        /// `I`: ignore the word under the cursor (again: unignore).
        case markIgnored
        /// `u`: take back the keep, mark or batch just made here.
        case undo
    }

    /// What a row says of its word, beside its figures.
    public enum RowState: Sendable, Hashable {
        /// Not kept, not marked: a word to learn.
        case toLearn
        /// On the study list (kept before the list opened, or here), not mature yet.
        case kept
        /// Marked known here.
        case known
        /// Ignored here.
        case ignored
    }

    /// How many words `A` keeps when its question is answered with Enter alone.
    public static let defaultBatch = 10

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    /// The rows on screen and a page either side, read as they are drawn.
    private var window = RowWindow(list: PagedList<NextWordRow>.empty)
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// How many texts the words come from (those indexed), once they are shown: what an empty list says.
    public private(set) var textCount = 0
    /// How many texts are indexed of how many, while some are left; nil once the words are shown.
    public private(set) var progress: (indexed: Int, of: Int)?
    /// The words kept from this list, by entry number, and whether each still is (false: `u` took it back): over
    /// what a row read of the study list, which may be read again after the keep.
    public private(set) var keptHere: [Int: Bool] = [:]
    /// The marks given or taken off on this list, by entry number (nil: taken off).
    public private(set) var markedHere: [Int: WordKnowledge.Mark?] = [:]
    /// The words kept or marked here, by entry number: what `u` has the coordinator read again.
    private var actedOn: [Int: TextWord] = [:]
    /// `A`'s question while it is open: how many words to keep.
    private var howMany: LineEditor?
    /// One line until the next command (a keep's confirmation, a text that could not be read).
    public private(set) var notice: String?

    /// - Parameter texts: how many texts are to be indexed before the words can be listed.
    public init(texts: Int, coordinator: Coordinator?) {
        self.coordinator = coordinator
        progress = (0, texts)
    }

    /// The breadcrumb's step.
    public var title: String { "Learn next" }

    /// How many words are listed.
    public var count: Int { window.count }

    /// The row at `index`, read with the rows around it when it is not held; nil past the end.
    public func row(at index: Int) -> NextWordRow? {
        window.row(at: index, visible: cursor.visibleRange, margin: cursor.visibleRows)
    }

    /// The row under the cursor, if there is any.
    public var selectedRow: NextWordRow? { row(at: cursor.index) }

    /// What `row` says of its word: a mark given here first, then a keep.
    public func state(of row: NextWordRow) -> RowState {
        let number = row.word.entryNumber
        switch markedHere[number] ?? nil {
        case .known?: return .known
        case .ignored?: return .ignored
        case nil: return (keptHere[number] ?? row.wasKept) ? .kept : .toLearn
        }
    }

    /// "3/120", the count's progress, or the notice.
    public var statusText: String {
        if let notice { return notice }
        if let progress { return "indexing \(progress.indexed)/\(progress.of)" }
        return "\(count == 0 ? 0 : cursor.index + 1)/\(count)"
    }

    // MARK: The count

    /// Another text is indexed.
    public func didIndex(_ indexed: Int, of count: Int) {
        progress = (indexed, count)
    }

    /// The count is done: `words`, best first, from `texts` texts.
    public func show(_ words: PagedList<NextWordRow>, texts: Int) {
        window = RowWindow(list: words)
        textCount = texts
        progress = nil
        cursor.reset(count: words.count)
    }

    /// A frame on screen while texts are left to index: the next is indexed before the next frame.
    public var tickInterval: Duration? { progress == nil ? nil : .milliseconds(1) }

    public func tick() {
        if progress != nil { onOutput?(.indexNext) }
    }

    // MARK: Keys

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
        case .keep:
            if let selectedRow { onOutput?(.keep(selectedRow)) }
        case .askHowMany:
            if progress == nil, count > 0 { howMany = LineEditor() }
        case .markKnown:
            if let selectedRow { onOutput?(.mark(selectedRow, .known)) }
        case .markIgnored:
            if let selectedRow { onOutput?(.mark(selectedRow, .ignored)) }
        case .undo:
            onOutput?(.undo)
        }
    }

    // MARK: A's question

    public var prompt: LineEditor? { howMany }

    /// What the question asks, and what Enter alone keeps.
    /// The prompt asks for a number, not a search.
    public var promptLead: String { "#" }

    public var promptStatus: String {
        guard let howMany else { return "" }
        if !howMany.text.isEmpty, Self.batchSize(howMany.text) == nil { return "a number of words, 1 or more" }
        return "keep how many of the first words not kept yet? (Enter: \(Self.defaultBatch))"
    }

    public func edit(_ edit: PromptEdit) {
        guard var editing = howMany else { return }
        switch editing.apply(edit) {
        case .changed, .unchanged:
            howMany = editing
        case .cancelled:
            howMany = nil
        case .accepted:
            howMany = nil
            guard let size = editing.text.isEmpty ? Self.defaultBatch : Self.batchSize(editing.text) else {
                notice = "Nothing kept: \(editing.text) is not a number of words"
                return
            }
            onOutput?(.keepFirst(size))
        }
    }

    /// Back while `A`'s question is open closes it.
    public func handleBack() -> Bool {
        guard howMany != nil else { return false }
        howMany = nil
        return true
    }

    /// `text` as a number of words (spaces around it allowed), nil unless it is one of 1 or more.
    private static func batchSize(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        guard parts.count == 1, let size = Int(parts[0]), size > 0 else { return nil }
        return size
    }

    // MARK: What the coordinator did

    /// The coordinator kept `words`: each row of them says so, and `line` says what was done.
    public func didKeep(_ words: [TextWord], saying line: String) {
        for word in words {
            keptHere[word.entryNumber] = true
            actedOn[word.entryNumber] = word
        }
        notice = line
    }

    /// The coordinator marked `word` `mark` (nil: took its mark off), and `line` says so.
    public func didMark(_ word: TextWord, _ mark: WordKnowledge.Mark?, saying line: String) {
        markedHere[word.entryNumber] = .some(mark)
        actedOn[word.entryNumber] = word
        notice = line
    }

    /// The coordinator took a keep, a batch or a mark back: the words kept or marked here are read again through
    /// `isKept` and `markOf`, and `line` says what was taken back.
    public func didUndo(saying line: String, isKept: (TextWord) -> Bool, markOf: (TextWord) -> WordKnowledge.Mark?) {
        for number in keptHere.keys {
            if let word = actedOn[number] { keptHere[number] = isKept(word) }
        }
        for number in markedHere.keys {
            if let word = actedOn[number] { markedHere[number] = .some(markOf(word)) }
        }
        notice = line
    }

    /// Shows one line in the header until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// What `y` copies: the word under the cursor, as the study list keeps it.
    public var currentItemText: String? { selectedRow?.word.headword }
}

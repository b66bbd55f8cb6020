import Coordination
import KanjiKit
import YomitanDictionaries

/// The Words tab's screen: a search line over the complete JMdict and the words it finds, best first, with the terms
/// of the learner's own dictionaries that JMdict lacks (issue 49), each marked with its dictionary's title.
///
/// Input: the dictionary (read-only data), the learner's search over it and a title. Output: ``Output`` ("word
/// chosen", "imported term chosen"). The search runs on every keystroke — kana, romaji, kanji, mixed or English,
/// ranked by `WordDictionary.search`, or by the learner's frequency dictionary (`LearnerWordSearch`) — so the
/// results are always those of the text on the line. The line is open when the screen is made (a person comes here to
/// type); Enter keeps the results and opens the first, `/` opens the line again.
public final class WordSearchViewModel: ListScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter on a result (or on the line, for the best one), or a second click.
        case wordChosen(DictionaryEntry)
        /// The same on a term of the learner's dictionaries that JMdict lacks: its glossary is shown.
        case importedTermChosen(ImportedTermMatch)
        /// `a` on a result: keep the word for study, or take it off the list.
        case toggleKept(LookupItem)
        /// `u`: take back the keep or removal just made on this screen (``DeckUndo``).
        case undoRequested
    }

    /// The screen's own commands, beside movement and the line's edits.
    public enum Command: Sendable, Hashable {
        /// `/`: open the search line again, with the query to edit.
        case beginSearch
        /// `a`: keep the word under the cursor for study, or take it off — after a question when it has reviews.
        case toggleKept
        /// `y` on the question of `a`: take the card off with its reviews.
        case confirmRemoval
        /// Any other answer: keep it.
        case dismiss
        /// `u`: take back the keep or removal just made here: a word kept comes off again, a card taken off comes
        /// back with its reviews.
        case undo
    }

    /// How many words a search shows: a screenful many times over, while a keystroke stays well under a
    /// millisecond.
    public static let resultLimit = 100

    public let title: String

    // MARK: Input

    /// Strong: the dictionary is shared read-only data that refers to no screen.
    private let dictionary: WordDictionary
    /// Strong: the learner's dictionaries searched beside it, shared with the other searches; it refers to no screen.
    private let learnerSearch: LearnerWordSearch

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; the tab's root is never popped.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    /// The search line: its text is the query whether or not it is open.
    public private(set) var editor = LineEditor()
    /// Whether the line has the keys.
    public private(set) var isEditing = true
    /// Whether the person opened the line with `/` (it is open by itself on the tab's first visit).
    private var wasOpenedByHand = false
    public private(set) var results: [WordSearchResult] = []
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// Why the last search found nothing it could show (a malformed record names itself here).
    public private(set) var problem: String?
    /// A one-line answer to the last command ("日本 にほん added to study"), until the next key moves or searches.
    public var notice: String? { keepQuestion.notice }
    /// Which results carry the study mark; set by the coordinator.
    public var studyMarks = StudyMarks.none
    /// `a`, with its question before taking off a card with reviews, on the notice line.
    public private(set) var keepQuestion = KeepQuestion()
    /// `a`'s toggle, with its question while it is up.
    public var keepToggle: KeepToggle { keepQuestion.toggle }
    /// A result as the study list keys it (`BrowserCoordinator.studyItem(of:)`: 要る is 要る, not いる), for its mark
    /// and `s`; set by the coordinator, whose closure holds it weakly (the screen owns the coordinator). Its
    /// headword and reading until then.
    public var studyItem: (DictionaryEntry) -> LookupItem = { .word(headword: $0.headword, reading: $0.reading) }

    /// - Parameter query: a search already typed (`*日*` from a kanji's detail): its results are shown at once and
    ///   the line is closed, so the keys move through them; empty for the Words tab, whose line is open.
    /// - Parameter learnerSearch: the learner's dictionaries and ranking; JMdict's search alone by default.
    public init(title: String, dictionary: WordDictionary, learnerSearch: LearnerWordSearch = .none, query: String = "", coordinator: Coordinator?) {
        self.title = title
        self.dictionary = dictionary
        self.learnerSearch = learnerSearch
        self.coordinator = coordinator
        if !query.isEmpty {
            editor = LineEditor(text: query)
            isEditing = false
            search()
        }
    }

    public var query: String { editor.text }

    /// The result under the cursor, or nil when there is none.
    public var selectedResult: WordSearchResult? {
        results.isEmpty ? nil : results[cursor.index]
    }

    /// The JMdict word under the cursor, or nil when there is none (or it is an imported term).
    public var selectedWord: DictionaryEntry? {
        selectedResult?.builtIn?.entry
    }

    /// "3/100+", or "0/0".
    public var positionText: String {
        let more = results.count == Self.resultLimit ? "+" : ""
        return "\(results.isEmpty ? 0 : cursor.index + 1)/\(results.count)\(more)"
    }

    public var prompt: LineEditor? { isEditing ? editor : nil }

    /// The line opened by itself keeps the app's keys until something is typed into it or `/` opens it.
    public var promptTakesEveryKey: Bool { wasOpenedByHand || !editor.text.isEmpty }

    /// Beside the line: how to search while it is empty, else how romaji was read and the count.
    public var promptStatus: String {
        if query.allSatisfy(\.isWhitespace) { return "kana, romaji, kanji or English" }
        let count = "\(results.count)\(results.count == Self.resultLimit ? "+" : "") word\(results.count == 1 ? "" : "s")"
        return ListSearch.romajiReading(of: query).map { "read as \($0) · " + count } ?? count
    }

    /// The rows the terminal has for results, set before each frame.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    // MARK: Commands

    public func handle(_ command: CursorCommand) {
        if keepQuestion.dismiss() { return }
        keepQuestion.notice = nil
        if let chosen = cursor.apply(command) { choose(results[chosen]) }
    }

    public func handle(_ command: Command) {
        if command != .confirmRemoval, keepQuestion.dismiss() { return }
        keepQuestion.notice = nil
        switch command {
        case .beginSearch:
            isEditing = true
            wasOpenedByHand = true
        case .toggleKept:
            guard let selectedWord else {
                if case .imported(let match)? = selectedResult {
                    keepQuestion.notice = "\(match.term.expression) is \(match.dictionary)'s, not JMdict's: only JMdict's words are kept for study"
                } else {
                    keepQuestion.notice = "No word here to keep: search first"
                }
                return
            }
            if let now = keepQuestion.keep(studyItem(selectedWord), marks: studyMarks) { onOutput?(.toggleKept(now)) }
        case .confirmRemoval:
            if let item = keepQuestion.confirm(marks: studyMarks) { onOutput?(.toggleKept(item)) }
        case .dismiss:
            break
        case .undo:
            onOutput?(.undoRequested)
        }
    }

    /// Back on the question answers no.
    public func handleBack() -> Bool {
        keepQuestion.dismiss()
    }

    /// Shows the coordinator's answer to a command, e.g. the study list's confirmation.
    public func showNotice(_ line: String) {
        keepQuestion.notice = line
    }

    public func edit(_ edit: PromptEdit) {
        guard isEditing else { return }
        switch editor.apply(edit) {
        case .unchanged: break
        case .changed: search()
        case .cancelled:
            isEditing = false
            wasOpenedByHand = false
        case .accepted:
            isEditing = false
            wasOpenedByHand = false
            if let selectedResult { choose(selectedResult) }
        }
    }

    /// Tells the coordinator which result was chosen.
    private func choose(_ result: WordSearchResult) {
        switch result {
        case .builtIn(let match): onOutput?(.wordChosen(match.entry))
        case .imported(let match): onOutput?(.importedTermChosen(match))
        }
    }

    // MARK: Searching

    /// Runs the query; the cursor goes back to the best match.
    private func search() {
        problem = nil
        keepQuestion.notice = nil
        if query.allSatisfy(\.isWhitespace) {
            results = []
        } else {
            do {
                results = try learnerSearch.search(query, in: dictionary, limit: Self.resultLimit)
            } catch {
                results = []
                problem = "Words unavailable: \(error)"
            }
        }
        cursor.reset(count: results.count)
    }
}

extension WordSearchViewModel {
    /// What `y` copies: the word under the cursor.
    public var currentItemText: String? { selectedResult?.word.expression }
}

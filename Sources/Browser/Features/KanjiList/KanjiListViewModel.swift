import Coordination
import KanjiKit

/// A list of kanji with a cursor: the all-kanji list and a word's kanji are both this screen.
///
/// Input: a title, an optional subtitle and the kanji; then a filter, a sort key and a search, which
/// narrow or reorder what is shown without making it another screen. Output: ``Output`` ("kanji chosen",
/// "filter asked for"). It never knows what happens next — the coordinator that created it decides.
public final class KanjiListViewModel: InteractiveScreen, FilterableKanjiList {
    /// What the person asked for that the list cannot do itself.
    public enum Output: Sendable {
        /// Enter (or a second click) on a kanji.
        case kanjiChosen(Kanji)
        /// `f`: the filter form for this list.
        case filterRequested
        /// `a` on a kanji, `A` on a word's list: add the item to the study list, or take it out.
        case toggleKept(LookupItem)
        /// `K` confirmed with `y`: keep every kanji the list shows (its filter and search applied), in its order.
        case keepAll([Kanji])
        /// `u`: take back the keep or removal just made on this list (``DeckUndo``).
        case undoRequested
        /// The person changed the filter (the filter form): the list shows it already; its coordinator may remember it.
        case filterChanged(KanjiFilter)
        /// `s` chose the next sort key: the list is sorted by it already; its coordinator may remember it.
        case sortChanged(KanjiSortKey)
    }

    /// The list's own commands, beside movement (``CursorCommand``) and the search prompt (``PromptEdit``).
    public enum Command: Sendable, Hashable, CaseIterable {
        /// `/`: opens the search line; keys are then text until accept or cancel.
        case beginSearch
        /// `n` / `N`: the next or previous kanji matching the last search.
        case nextMatch, previousMatch
        /// `s`: the next sort key.
        case cycleSort
        /// `f`: ask for the filter form.
        case filter
        /// `a`: keep the kanji under the cursor for study, or stop keeping it — after a question when it has reviews.
        case toggleKept
        /// `A`: keep the word this list shows the kanji of (``subject``), or stop keeping it — after a question when
        /// it has reviews.
        case toggleKeptSubject
        /// `y` on the question of `a` or `A`: take the card off with its reviews.
        case confirmRemoval
        /// `K`: ask to keep every kanji shown (a line asks; `y` keeps them, anything else does not).
        case askToKeepAll
        /// `y` on the question.
        case confirmKeepAll
        /// Any other answer (to `K`'s question or to `a`'s).
        case dismiss
        /// `u`: take back the keep or removal just made here: a kanji kept comes off again, a card taken off comes
        /// back with its reviews.
        case undo
    }

    // MARK: Input

    public let title: String
    /// A second header line, e.g. a word's reading and gloss.
    public let subtitle: String?
    /// The word whose kanji the list shows, which `A` keeps; `nil` for a list of kanji that is no word's.
    public let subject: LookupItem?
    /// Which kanji the list shows, as the routes name it: the filter form's route says it (``AppRoute/filter(_:)``).
    public let source: KanjiListSource
    /// The list as given, before filter, sort and search.
    public private(set) var sourceKanji: [Kanji]
    /// While only the start of the list has been given (the all-kanji list's first screen, drawn before
    /// the rest is parsed), how many kanji the whole list has; nil once it is all here.
    public private(set) var pendingCount: Int?
    /// A kanji the cursor was asked to go to before the rest of the list came (a resumed place below the first
    /// screenful): it goes there once the list is whole, unless the person moved it first.
    private var pendingCursorTarget: String?

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the list's output. Set by the coordinator, capturing itself weakly so the screen → coordinator
    /// edge stays the only strong one.
    public var onOutput: ((Output) -> Void)?
    /// Which kanji (and which subject) are on the study list, for their mark; set by the coordinator.
    public var studyMarks = StudyMarks.none

    // MARK: State

    /// What is shown: the source, filtered, sorted, then narrowed by the search (in rank order).
    public private(set) var kanji: [Kanji]
    public private(set) var cursor: ScrollingCursor
    public private(set) var filter = KanjiFilter()
    /// nil while the list is in its given order.
    public private(set) var sortKey: KanjiSortKey?
    public private(set) var search: ListSearch?
    /// The last query searched, for `n` / `N` once the list is unfiltered again.
    public private(set) var lastQuery: String?
    /// A one-line message about the last command ("Search wrapped to the top"), until the next command.
    public private(set) var notice: String?
    /// Whether the question of `K` is up.
    public private(set) var isAskingToKeepAll = false
    /// `a` and `A`, with their question before taking off a card with reviews.
    public private(set) var keepToggle = KeepToggle()
    /// When the search found no kanji but its query reads as a word: where the words are; the list then shows the
    /// kanji the best word is written with.
    public private(set) var wordHint: KanjiSearchWordHint?
    /// The order `sourceKanji` came in, when it is one of the sort keys: no need to sort for it.
    private let givenOrder: KanjiSortKey?
    /// The prebuilt index over every kanji (`kanji-search.bin`, mapped); nil when it could not be opened,
    /// and searching says so. It ranks all kanji; the list keeps those it shows.
    private let kanjiSearch: KanjiSearch?
    /// The complete JMdict, for ``wordHint``; nil on a list that gives none (a word's own kanji, a component's).
    private let words: WordDictionary?
    /// Where each source kanji is in `sourceKanji`, by its one scalar: made on the first result that is
    /// not at its index position (the all-kanji list is in the index's order and never needs it).
    private var sourcePositions: [Unicode.Scalar: Int]?

    /// - Parameters:
    ///   - sortKey: the order `kanji` is already in, if it is one of the sort keys (the all-kanji list
    ///     comes in frequency order), so cycling starts from the right place.
    ///   - filter: the filter the list opens with (the Kanji tab's, as the person left it last time).
    ///   - sortedBy: the sort key the list opens sorted by, when not its given order (as the person left it).
    ///   - pendingCount: the size of the whole list when `kanji` is only its start (`completeSource(with:)`
    ///     gives the rest).
    ///   - subject: the word the list shows the kanji of, for `A`.
    ///   - source: which kanji `kanji` are (every kanji unless said), for the filter's route.
    ///   - search: the store's kanji search (`KanjiStore.kanjiSearch()`); nil when it could not be opened.
    ///   - words: the word dictionary, when a search that finds no kanji should say which words its query reads as.
    public init(title: String, subtitle: String? = nil, subject: LookupItem? = nil, source: KanjiListSource = .all, kanji: [Kanji], pendingCount: Int? = nil,
                sortKey: KanjiSortKey? = nil, filter: KanjiFilter = KanjiFilter(), sortedBy: KanjiSortKey? = nil,
                search: KanjiSearch?, words: WordDictionary? = nil, coordinator: Coordinator?) {
        self.title = title
        self.subtitle = subtitle
        self.subject = subject
        self.source = source
        self.sourceKanji = kanji
        self.pendingCount = pendingCount
        self.kanji = kanji
        self.sortKey = sortKey
        self.givenOrder = sortKey
        self.kanjiSearch = search
        self.words = words
        self.coordinator = coordinator
        self.cursor = ScrollingCursor(count: kanji.count)
        if let sortedBy { self.sortKey = sortedBy }
        self.filter = filter
        if !filter.isEmpty || self.sortKey != givenOrder { refresh(keeping: nil) }
    }

    /// The kanji under the cursor, or nil for an empty list.
    public var selectedKanji: Kanji? {
        kanji.isEmpty ? nil : kanji[cursor.index]
    }

    /// "123/10361", or "3/79 of 10361" when a filter or search narrows the list.
    public var positionText: String {
        if let pendingCount { return "\(cursor.index + 1)/\(pendingCount)" }
        let position = "\(kanji.isEmpty ? 0 : cursor.index + 1)/\(kanji.count)"
        return kanji.count == sourceKanji.count ? position : "\(position) of \(sourceKanji.count)"
    }

    /// What narrows or orders the list, for the header: "N5 · sort: strokes · /mizu".
    public var refinementText: String {
        var parts: [String] = []
        if !filter.isEmpty { parts.append(filter.label) }
        if let sortKey, sortKey != givenOrder { parts.append("sort: \(sortKey.label)") }
        if let search, !search.isEditing {
            parts.append("/\(search.query)" + (wordHint.map { " → \($0.headwords[0])'s kanji" } ?? ""))
        }
        return parts.joined(separator: " · ")
    }

    /// The search line while it is being typed.
    public var prompt: LineEditor? {
        guard let search, search.isEditing else { return nil }
        return search.editor
    }

    /// The search line's companion: what to type while it is empty, else the matches and how romaji was read.
    public var promptStatus: String {
        guard let search else { return "" }
        if search.query.isEmpty { return "type a kanji, reading, romaji or meaning" }
        if let wordHint {
            let written = wordHint.headwords[0]
            return "no kanji reads so · " + wordHint.text + (kanji.isEmpty ? "" : " · \(written)'s kanji below")
        }
        let count = "\(kanji.count) match\(kanji.count == 1 ? "" : "es")"
        return search.romajiReading.map { "read as \($0) · " + count } ?? count
    }

    /// The rows the terminal has for items, set before each frame, so paging moves by a screenful.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    /// Puts the cursor on `character`, if the list shows it (deep links, returning from a search).
    public func moveCursor(to character: String) {
        if let index = kanji.firstIndex(where: { $0.character == character }) {
            cursor.move(to: index)
        } else if pendingCount != nil {
            pendingCursorTarget = character
        }
    }

    /// Gives the whole list to a screen made from its start only; the cursor stays on its kanji.
    public func completeSource(with kanji: [Kanji]) {
        sourceKanji = kanji
        pendingCount = nil
        sourcePositions = nil // positions of the start alone would miss the rest
        refresh(keeping: pendingCursorTarget ?? selectedKanji?.character)
        pendingCursorTarget = nil
    }

    /// Shows only the kanji `filter` lets through, keeping the cursor on the same kanji if it stays; says so
    /// (``Output/filterChanged(_:)``) when it is a change.
    public func setFilter(_ newFilter: KanjiFilter) {
        guard newFilter != filter else { return }
        filter = newFilter
        refresh(keeping: selectedKanji?.character)
        onOutput?(.filterChanged(newFilter))
    }

    // MARK: Commands

    public func handle(_ command: CursorCommand) {
        notice = nil
        pendingCursorTarget = nil
        if isAskingToKeepAll || keepToggle.question != nil { return handle(.dismiss) }
        if let chosen = cursor.apply(command) { onOutput?(.kanjiChosen(kanji[chosen])) }
    }

    public func handle(_ command: Command) {
        notice = nil
        if isAskingToKeepAll, command != .confirmKeepAll { isAskingToKeepAll = false; return }
        if command != .confirmRemoval, keepToggle.dismiss() { return }
        switch command {
        case .beginSearch:
            search = ListSearch(isEditing: true, characterBefore: selectedKanji?.character)
        case .nextMatch: jumpToMatch(forward: true)
        case .previousMatch: jumpToMatch(forward: false)
        case .cycleSort:
            let next = sortKey?.next ?? .frequency
            sortKey = next
            refresh(keeping: selectedKanji?.character)
            onOutput?(.sortChanged(next))
        case .filter: onOutput?(.filterRequested)
        case .toggleKept:
            guard let selectedKanji else { return }
            toggleKept(.kanji(selectedKanji.character))
        case .toggleKeptSubject:
            guard let subject else {
                notice = "A keeps a word: open a word's kanji; a keeps the kanji"
                return
            }
            toggleKept(subject)
        case .confirmRemoval:
            if let item = keepToggle.confirm(marks: studyMarks) { onOutput?(.toggleKept(item)) }
        case .askToKeepAll:
            guard !kanji.isEmpty else { return }
            isAskingToKeepAll = true
            notice = "Keep the \(kanji.count) kanji shown for study? y keeps them, any other key does not"
        case .confirmKeepAll:
            guard isAskingToKeepAll else { return }
            isAskingToKeepAll = false
            onOutput?(.keepAll(kanji))
        case .dismiss:
            isAskingToKeepAll = false
        case .undo:
            onOutput?(.undoRequested)
        }
    }

    /// `a` or `A` on `item`: asks first when that would take off a card with reviews, else toggles it at once.
    private func toggleKept(_ item: LookupItem) {
        if let now = keepToggle.toggle(item, marks: studyMarks) { onOutput?(.toggleKept(now)) } else { notice = keepToggle.question?.text }
    }

    /// Shows one line (the confirmation of `a`) until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// Back on the question of `a` answers no; back with a search applied clears the search (the list and cursor
    /// come back) instead of leaving.
    public func handleBack() -> Bool {
        if keepToggle.dismiss() {
            notice = nil
            return true
        }
        guard search != nil else { return false }
        endSearch()
        return true
    }

    public func edit(_ edit: PromptEdit) {
        guard var editing = search, editing.isEditing else { return }
        switch editing.editor.apply(edit) {
        case .unchanged:
            search = editing
        case .changed:
            search = editing
            refresh(keeping: nil)
        case .cancelled:
            endSearch()
        case .accepted:
            if editing.query.trimmingSpaces().isEmpty { return endSearch() }
            editing.isEditing = false
            lastQuery = editing.query
            search = editing
            // Enter keeps the results as the list and opens the best match, as a finder does;
            // Back from it returns to the results, Back again to the whole list.
            if let selectedKanji { onOutput?(.kanjiChosen(selectedKanji)) }
        }
    }

    // MARK: Searching

    private func endSearch() {
        let before = search?.characterBefore
        if let query = search?.query, !query.trimmingSpaces().isEmpty { lastQuery = query }
        search = nil
        refresh(keeping: before)
    }

    /// `n` / `N`: with search results shown every row matches, so it steps through them; on the whole list it
    /// finds the next kanji the last query matches. Either way it goes round the end, and says so.
    private func jumpToMatch(forward: Bool) {
        guard let query = search?.query ?? lastQuery, !kanji.isEmpty else {
            notice = "No search yet: / searches"
            return
        }
        let matching: Set<String>? = search == nil ? Set(matches(of: query).map(\.character)) : nil
        let count = kanji.count
        for step in 1...count {
            let index = (cursor.index + (forward ? step : count - step)) % count
            guard matching?.contains(kanji[index].character) ?? true else { continue }
            let wrapped = forward ? index <= cursor.index : index >= cursor.index
            notice = wrapped ? (forward ? "Search wrapped to the top" : "Search wrapped to the bottom") : nil
            return cursor.move(to: index)
        }
        notice = "No match for /\(query)"
    }

    /// The kanji of this list matching `query`, best first (`KanjiSearch`'s ranking of all kanji, kept
    /// to this list's); none, with a notice, when there is no search index.
    private func matches(of query: String) -> [Kanji] {
        guard let kanjiSearch else {
            notice = "Search needs \(KanjiSearchIndex.fileName); regenerate the data with 'make data'"
            return []
        }
        return kanjiSearch.hits(query).compactMap { hit in
            guard let scalar = kanjiSearch.index.character(at: hit.position) else { return nil }
            if sourceKanji.indices.contains(hit.position), sourceKanji[hit.position].character.unicodeScalars.first == scalar {
                return sourceKanji[hit.position]
            }
            return positions()[scalar].map { sourceKanji[$0] }
        }
    }

    /// The kanji of this list that `word` is written with, in its order, each once.
    private func kanjiWritten(_ word: String) -> [Kanji] {
        var seen: Set<Unicode.Scalar> = []
        return word.unicodeScalars.compactMap { scalar in
            guard seen.insert(scalar).inserted, let position = positions()[scalar] else { return nil }
            return sourceKanji[position]
        }
    }

    private func positions() -> [Unicode.Scalar: Int] {
        if let sourcePositions { return sourcePositions }
        var positions: [Unicode.Scalar: Int] = [:]
        positions.reserveCapacity(sourceKanji.count)
        for (position, kanji) in sourceKanji.enumerated() {
            if let scalar = kanji.character.unicodeScalars.first { positions[scalar] = position }
        }
        sourcePositions = positions
        return positions
    }

    // MARK: Recomputing what is shown

    /// Recomputes `kanji`; the cursor goes back to `character` if it is still shown, else to the top.
    private func refresh(keeping character: String?) {
        wordHint = nil
        if let query = search?.query, !query.trimmingSpaces().isEmpty {
            kanji = matches(of: query).filter(filter.matches)
            if kanji.isEmpty, let words, let hint = KanjiSearchWordHint.find(query, in: words) {
                wordHint = hint
                kanji = kanjiWritten(hint.headwords[0]).filter(filter.matches)
            }
        } else {
            var shown = filter.isEmpty ? sourceKanji : sourceKanji.filter(filter.matches)
            if let sortKey, sortKey != givenOrder { shown.sort(by: sortKey.areInIncreasingOrder) }
            kanji = shown
        }
        cursor.reset(count: kanji.count)
        if let character { moveCursor(to: character) }
    }
}

private extension String {
    func trimmingSpaces() -> Substring {
        drop { $0 == " " }
    }
}

extension KanjiListViewModel {
    /// What `y` copies: the kanji under the cursor.
    public var currentItemText: String? { selectedKanji?.character }
}

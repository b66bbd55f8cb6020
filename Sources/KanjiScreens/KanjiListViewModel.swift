import Coordination
import KanjiKit

/// A list of kanji with a cursor: the all-kanji list and a word's kanji are both this screen.
///
/// Input: a title, an optional subtitle and the kanji; then a filter, a sort key and a search, which
/// narrow or reorder what is shown without making it another screen. Output: "kanji chosen". It never
/// knows what happens next — the coordinator that created it decides.
public final class KanjiListViewModel: InteractiveScreen {
    // MARK: Input

    public let title: String
    /// A second header line, e.g. a word's reading and gloss.
    public let subtitle: String?
    /// The list as given, before filter, sort and search.
    public private(set) var sourceKanji: [Kanji]
    /// While only the start of the list has been given (the all-kanji list's first screen, drawn before
    /// the rest is parsed), how many kanji the whole list has; nil once it is all here.
    public private(set) var pendingCount: Int?

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Called with the kanji the person opened. Set by the coordinator, capturing itself weakly so the
    /// screen → coordinator edge stays the only strong one.
    public var onKanjiChosen: ((Kanji) -> Void)?

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
    /// The order `sourceKanji` came in, when it is one of the sort keys: no need to sort for it.
    private let givenOrder: KanjiSortKey?
    /// Built on the first search: indexing 10,361 kanji is not worth doing for a list nobody searches.
    private var searchIndex: KanjiSearch?

    /// - Parameters:
    ///   - sortKey: the order `kanji` is already in, if it is one of the sort keys (the all-kanji list
    ///     comes in frequency order), so cycling starts from the right place.
    ///   - pendingCount: the size of the whole list when `kanji` is only its start (`completeSource(with:)`
    ///     gives the rest).
    public init(title: String, subtitle: String? = nil, kanji: [Kanji], pendingCount: Int? = nil,
                sortKey: KanjiSortKey? = nil, coordinator: Coordinator?) {
        self.title = title
        self.subtitle = subtitle
        self.sourceKanji = kanji
        self.pendingCount = pendingCount
        self.kanji = kanji
        self.sortKey = sortKey
        self.givenOrder = sortKey
        self.coordinator = coordinator
        self.cursor = ScrollingCursor(count: kanji.count)
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
        if let search, !search.isEditing { parts.append("/\(search.query)") }
        return parts.joined(separator: " · ")
    }

    public var isEditingText: Bool { search?.isEditing == true }

    /// Called by the renderer with the rows it has for items, so paging moves by a screenful.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    /// Puts the cursor on `character`, if the list shows it (deep links, returning from a search).
    public func moveCursor(to character: String) {
        if let index = kanji.firstIndex(where: { $0.character == character }) { cursor.move(to: index) }
    }

    /// Gives the whole list to a screen made from its start only; the cursor stays on its kanji.
    public func completeSource(with kanji: [Kanji]) {
        sourceKanji = kanji
        pendingCount = nil
        searchIndex = nil // an index of the start alone would miss the rest
        refresh(keeping: selectedKanji?.character)
    }

    /// Shows only the kanji `filter` lets through, keeping the cursor on the same kanji if it stays.
    public func setFilter(_ newFilter: KanjiFilter) {
        filter = newFilter
        refresh(keeping: selectedKanji?.character)
    }

    // MARK: Commands

    public func handle(_ command: ScreenCommand) {
        if isEditingText {
            handleWhileTyping(command)
            return
        }
        switch command {
        case .beginSearch:
            search = ListSearch(query: "", isEditing: true, characterBefore: selectedKanji?.character)
            _ = index() // built now, while the person reaches for the first letter
        case .nextMatch: jumpToMatch(forward: true)
        case .previousMatch: jumpToMatch(forward: false)
        case .cycleSort:
            sortKey = sortKey?.next ?? .frequency
            refresh(keeping: selectedKanji?.character)
        case .cancel: _ = handleBack()
        default:
            if let chosen = cursor.apply(command) { onKanjiChosen?(kanji[chosen]) }
        }
    }

    /// Back with a search applied clears the search (the list and cursor come back) instead of leaving.
    public func handleBack() -> Bool {
        guard search != nil else { return false }
        endSearch()
        return true
    }

    private func handleWhileTyping(_ command: ScreenCommand) {
        guard var editing = search else { return }
        switch command {
        case .type(let text):
            editing.query += text
        case .deleteBackward:
            guard !editing.query.isEmpty else { return }
            editing.query.removeLast()
        case .accept:
            if editing.query.trimmingSpaces().isEmpty { return endSearch() }
            editing.isEditing = false
            lastQuery = editing.query
            search = editing
            // Enter keeps the results as the list and opens the best match, as a finder does;
            // Back from it returns to the results, Back again to the whole list.
            if let selectedKanji { onKanjiChosen?(selectedKanji) }
            return
        case .cancel:
            return endSearch()
        default:
            if let chosen = cursor.apply(command) { onKanjiChosen?(kanji[chosen]) }
            return
        }
        search = editing
        refresh(keeping: nil)
    }

    // MARK: Searching

    private func endSearch() {
        let before = search?.characterBefore
        if let query = search?.query, !query.trimmingSpaces().isEmpty { lastQuery = query }
        search = nil
        refresh(keeping: before)
    }

    private func jumpToMatch(forward: Bool) {
        guard search == nil, let lastQuery, !kanji.isEmpty else { return }
        let matching = Set(index().search(lastQuery).map(\.character))
        let count = kanji.count
        for step in 1...count {
            let index = (cursor.index + (forward ? step : count - step)) % count
            if matching.contains(kanji[index].character) { return cursor.move(to: index) }
        }
    }

    private func index() -> KanjiSearch {
        if let searchIndex { return searchIndex }
        let built = KanjiSearch(sourceKanji)
        searchIndex = built
        return built
    }

    // MARK: Recomputing what is shown

    /// Recomputes `kanji`; the cursor goes back to `character` if it is still shown, else to the top.
    private func refresh(keeping character: String?) {
        if let query = search?.query, !query.trimmingSpaces().isEmpty {
            kanji = index().search(query).filter(filter.matches)
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

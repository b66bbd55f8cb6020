import Coordination
import KanjiKit

/// The root flow: every kanji, filtered and sorted as the person left it last time; choosing one opens its detail.
///
/// The Kanji tab's root (``TabRoot``): it builds the screen the tab's stack is created with.
///
/// **What is remembered, and why only here.** The filter and sort chosen on this list are saved
/// (``ListPreferences``, after the frame, like the history) and come back at the next start, as lazygit and jisho.org
/// keep a view as it was left: this list is where a learner sets up "my level, by strokes" and comes back to daily.
/// The same screen showing a word's kanji or a component's kanji does not share the choice: those lists are a few
/// kanji reached on purpose from a word or a part, meant to be seen whole in their own order; an N5 filter carried
/// over would hide the N3 kanji of 日本語 without saying why. Their filter and sort last as long as the screen.
public final class AllKanjiListCoordinator: BrowserCoordinator, TabRoot {
    /// The order the kanji come in (the store's, most frequent first): a remembered sort that is this one, and no
    /// filter, leave the list as it comes.
    static let givenOrder = KanjiSortKey.frequency

    /// Strong: the kanji data, the word dictionary and the effect queue (``KanjiListServices``), none of which refers
    /// to a coordinator.
    private let services: any KanjiListServices
    private let kanji: [Kanji]
    private let pendingCount: Int?
    /// How the person left the list: it opens so.
    private let remembered: KanjiListChoice
    /// Weak: the screen owns this coordinator, not the other way round; kept to feed it the rest.
    private weak var screen: KanjiListViewModel?

    /// - Parameters:
    ///   - kanji: every kanji, already in display order (the store parsed them once) — or only the
    ///     first screenful of the list as `remembered` shows it, so it can be drawn before the rest is parsed.
    ///   - pendingCount: how many kanji the list shows in all, when `kanji` is only its first screenful.
    ///   - remembered: the filter and sort the person left the list with (``ListPreferences/kanjiList()``).
    init(navigator: TabNavigator, services: any KanjiListServices, kanji: [Kanji], pendingCount: Int? = nil,
         remembered: KanjiListChoice = KanjiListChoice()) {
        self.services = services
        self.kanji = kanji
        self.pendingCount = pendingCount
        self.remembered = remembered
        super.init(navigator: navigator, services: services)
    }

    /// Whether a list left so shows the kanji in the order they come, unfiltered: then its first screen is the
    /// file's first screenful of kanji. Otherwise it is the first screenful of the filtered, sorted list
    /// (`KanjiStore.leadingKanji(_:passing:sortedBy:)`): the 300 most frequent, sorted by strokes, are not the
    /// list's first screen sorted by strokes.
    static func showsKanjiAsTheyCome(_ choice: KanjiListChoice) -> Bool {
        choice.filter == KanjiFilterChoice() && (choice.sortKey ?? givenOrder) == givenOrder
    }

    /// The list on screen, while its tab's stack holds it.
    public var list: KanjiListViewModel? { screen }

    /// Builds the all-kanji list screen, which owns this coordinator from then on.
    public func makeRootScreen() -> AppScreen {
        let filter = remembered.filter.filter(kanjiWithCommonWords: services.store.kanjiWithCommonWords)
        let screen = KanjiListViewModel(title: AppTab.kanji.title, source: .all, kanji: kanji, pendingCount: pendingCount,
                                        sortKey: Self.givenOrder, filter: filter, sortedBy: remembered.sortKey,
                                        search: try? services.store.kanjiSearch(), words: try? services.words.get(), coordinator: self)
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure, so it
        // is alive whenever the closure runs, and a strong capture would be a cycle.
        screen.onOutput = { [weak self, unowned screen] output in self?.list(screen, didOutput: output) }
        screen.studyMarks = studyMarks
        self.screen = screen
        return .kanjiList(screen)
    }

    /// A kanji's detail opened from the all-kanji list has the list's cursor on it, as if the person had moved
    /// there and pressed Enter: a deep link's Back returns to the list positioned on the kanji.
    override func show(_ route: AppRoute) {
        if case .kanjiDetail(let character) = route { screen?.moveCursor(to: character) }
        super.show(route)
    }

    /// Remembers a new filter or sort for the next start, after the frame (a slow disk never delays the list; a
    /// failed write is said in the header); everything else as on any kanji list.
    override func list(_ list: KanjiListViewModel, didOutput output: KanjiListViewModel.Output) {
        switch output {
        case .filterChanged(let filter): services.effects.schedule(.rememberKanjiListFilter(KanjiFilterChoice(filter)))
        case .sortChanged(let sortKey): services.effects.schedule(.rememberKanjiListSort(sortKey))
        case .kanjiChosen, .filterRequested, .toggleKept, .keepAll, .undoRequested: super.list(list, didOutput: output)
        }
    }

    /// Feeds the whole list to a screen that was made from the first screenful; nothing otherwise.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        guard let screen, screen.pendingCount != nil else { return }
        screen.completeSource(with: try services.store.allKanji())
    }
}

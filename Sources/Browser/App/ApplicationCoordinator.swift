import Coordination
import KanjiKit

/// The root of the coordinator tree and the tab bar: the app owns it; it owns one stack per tab (docs/design.md),
/// and each tab's stack is moved by that tab's ``TabNavigator``. Everything below the tabs' stacks is owned by
/// screens.
///
/// Tabs keep fixed numbers — `1 Kanji  2 Words  3 Radicals  4 Study  5 History  6 Read` (``AppTab``) — so a digit always
/// means the same tab. Every tab is built the same way, the first time it is shown: a navigator, the root
/// coordinator ``rootCoordinator(of:navigator:kanjiRoot:)`` names for the tab, the stack on its root screen.
public final class ApplicationCoordinator: TabBarCoordinator<AppScreen> {
    /// The data and stores every coordinator shares (strong references to things that refer to no coordinator).
    public let services: BrowserServices
    /// The Kanji tab's root, built before any tab (its list may be the first screenful only, to be completed by
    /// ``loadAllKanji()``). Weak: the Kanji tab's root screen owns it, and a root is never popped.
    private weak var kanjiRoot: AllKanjiListCoordinator?
    /// Each tab's navigator, which knows the tab's root once the tab is built (weakly: its root screen owns it) and
    /// moves its stack. Strong: a navigator refers to no coordinator and no screen strongly.
    private let navigators: [AppTab: TabNavigator]

    /// Parses every kanji once and puts the all-kanji list at the root of the Kanji tab.
    /// - Parameters:
    ///   - services: the kanji data, stroke drawings and history every coordinator shares.
    ///   - firstScreenful: parse only this many kanji for now, so the list's first screen can be drawn
    ///     in a fraction of the time the whole file takes; `loadAllKanji()` then parses the rest. Ignored
    ///     when the store cannot give the start of the list cheaply (`KanjiStore.leadingKanji`). A list the person
    ///     left filtered or sorted (``ListPreferences``) starts from the first screenful of that list.
    /// - Throws: `DatasetError` when the kanji file is broken; the app reports it and exits with status 2.
    public init(services: BrowserServices, firstScreenful: Int? = nil) throws(DatasetError) {
        let store = services.store
        let navigator = TabNavigator(tab: .kanji, services: services)
        let remembered = services.listPreferences.kanjiList()
        let leading = firstScreenful.flatMap { count in
            AllKanjiListCoordinator.showsKanjiAsTheyCome(remembered)
                ? store.leadingKanji(count)
                : store.leadingKanji(count, passing: remembered.filter.filter(kanjiWithCommonWords: store.kanjiWithCommonWords),
                                     sortedBy: remembered.sortKey ?? AllKanjiListCoordinator.givenOrder)
        }
        let kanjiRoot = if let leading {
            AllKanjiListCoordinator(navigator: navigator, services: services, kanji: leading.kanji, pendingCount: leading.totalCount, remembered: remembered)
        } else {
            AllKanjiListCoordinator(navigator: navigator, services: services, kanji: try store.allKanji(), remembered: remembered)
        }
        self.services = services
        self.kanjiRoot = kanjiRoot
        let tabs = AppTab.allCases.map { tab in
            let tabNavigator = tab == .kanji ? navigator : TabNavigator(tab: tab, services: services)
            // Unowned kanjiRoot: the Kanji tab's root screen owns it for as long as the tab bar owns these closures.
            return (tabNavigator, Self.makeTab(tab, navigator: tabNavigator) { [unowned kanjiRoot] in
                Self.rootCoordinator(of: tab, navigator: tabNavigator, kanjiRoot: kanjiRoot)
            })
        }
        navigators = Dictionary(uniqueKeysWithValues: tabs.map { ($0.0.tab, $0.0) })
        super.init(firstTab: tabs[0].1)
        for (_, tab) in tabs.dropFirst() { addTab(tab) }
    }

    /// The all-kanji list at the bottom of the Kanji tab.
    public var rootList: KanjiListViewModel {
        guard let list = kanjiRoot?.list else { preconditionFailure("the Kanji tab's root is built with the app") }
        return list
    }

    /// Gives the root list the kanji beyond its first screenful, if it was started with those only.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        try kanjiRoot?.loadAllKanji()
    }

    /// Follows `route` on the shown tab from the screen on top (its coordinator becomes the parent), unless the
    /// screen on top is already the route's: `i` twice shows the About page once, `W` on the Draw screen keeps its
    /// strokes.
    public func show(_ route: AppRoute) {
        guard let navigator = navigators[shownTab], navigator.routes.last != route else { return }
        navigator.trigger(route, from: stack.top.screen.coordinator ?? self)
    }

    // MARK: Tabs

    /// The tab on screen.
    public var shownTab: AppTab {
        guard let tab = AppTab(rawValue: selectedTab.number) else { preconditionFailure("tab \(selectedTab.number) was not added as an AppTab") }
        return tab
    }

    /// Tells every built tab's root whether its tab is the one shown now. The screen left ends its undo window
    /// (``DeckUndo``).
    public override func didSelectTab(_ tab: Tab<AppScreen>) {
        services.deckUndo.end()
        let shown = shownTab
        for (tab, navigator) in navigators {
            if tab == shown { navigator.root?.tabDidAppear() } else { navigator.root?.tabDidDisappear() }
        }
    }

    /// Tells every root its tab is going: a review under way runs its cleanup before the app quits.
    public func prepareToQuit() {
        for navigator in navigators.values { navigator.root?.tabDidDisappear() }
    }

    /// The navigator of `tab`, once the tab has been shown; a benchmark builds a coordinator on it directly.
    public func navigator(of tab: AppTab) -> TabNavigator? {
        navigators[tab]
    }

    // MARK: Deep links

    /// Shows `link`'s tab and follows its routes from the tab's root, exactly as the person would have gone there.
    public func follow(_ link: AppLink) {
        selectTab(number: link.tab.rawValue)
        navigators[link.tab]?.follow(link.routes)
    }

    // MARK: Private

    /// One tab, made the same way for every tab: on first show, its root coordinator builds the screen the stack is
    /// created with (a stack is never empty), and the navigator starts following the stack. The tab bar adopts the
    /// root screen's coordinator as its child.
    private static func makeTab(_ tab: AppTab, navigator: TabNavigator, root: @escaping () -> any TabRoot) -> Tab<AppScreen> {
        Tab(title: tab.title, number: tab.rawValue) {
            let root = root()
            let stack = AppStack(root: root.makeRootScreen())
            navigator.attach(stack, root: root)
            return stack
        }
    }

    /// The coordinator at the bottom of `tab`: the one switch that says what each tab is. Each is handed the tab
    /// navigator's services as its feature's composition.
    /// - Parameter kanjiRoot: the Kanji tab's root, built before the tab bar (its list may be only the first
    ///   screenful of kanji, which ``loadAllKanji()`` completes).
    private static func rootCoordinator(of tab: AppTab, navigator: TabNavigator, kanjiRoot: AllKanjiListCoordinator) -> any TabRoot {
        switch tab {
        case .kanji: kanjiRoot
        case .words: WordsTabCoordinator(navigator: navigator, services: navigator.services)
        case .radicals: RadicalsTabCoordinator(navigator: navigator, services: navigator.services)
        case .study: StudyCoordinator(navigator: navigator, services: navigator.services)
        case .history: HistoryCoordinator(navigator: navigator, services: navigator.services)
        case .read: ReadTabCoordinator(navigator: navigator, services: navigator.services)
        }
    }
}

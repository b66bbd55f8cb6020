import Coordination
import KanjiKit

/// The root of the coordinator tree and the tab bar: the app owns it; it owns one stack per tab (design.md §2),
/// the store and the history. Everything below the tabs' stacks is owned by screens.
///
/// Tabs keep fixed numbers — `1 Kanji  2 Words  3 Radicals  4 Study  5 History` — so a digit always means the
/// same tab.
public final class ApplicationCoordinator: TabBarCoordinator<AppScreen> {
    /// The data and stores every coordinator shares (strong references to things that refer to no coordinator).
    public let services: BrowserServices
    public var store: KanjiStore { services.store }
    public var history: LookupHistory { services.history }
    /// The data sources and licences, shown by the About page.
    private let attribution: String
    /// The root list's coordinator. Unowned: the Kanji tab's root screen owns it, and a root is never popped.
    private unowned let rootListCoordinator: AllKanjiListCoordinator
    /// The all-kanji list. Unowned: the Kanji tab's stack holds it at its bottom for as long as this lives.
    public unowned let rootList: KanjiListViewModel
    /// The Words tab's coordinator once the tab is built. Weak: the tab's root screen owns it.
    private weak var wordsCoordinator: WordsTabCoordinator?
    /// The History tab's coordinator once the tab is built. Weak: the tab's root screen owns it.
    private weak var historyCoordinator: HistoryCoordinator?
    /// The Study tab's coordinator once the tab is built. Weak: the tab's root screen owns it.
    private weak var studyCoordinator: StudyCoordinator?
    /// The About page's coordinator while its page is alive. Weak: its page owns it.
    private weak var about: AboutCoordinator?

    /// Parses every kanji once and puts the all-kanji list at the root of the Kanji tab.
    /// - Parameters:
    ///   - services: the kanji data, stroke drawings and history every coordinator shares.
    ///   - attribution: the text of `ATTRIBUTION.md`, for the About page.
    ///   - firstScreenful: parse only this many kanji for now, so the list's first screen can be drawn
    ///     in a fraction of the time the whole file takes; `loadAllKanji()` then parses the rest. Ignored
    ///     when the store cannot give the start of the list cheaply (`KanjiStore.leadingKanji`).
    /// - Throws: `DatasetError` when the kanji file is broken; the app reports it and exits with status 2.
    public init(services: BrowserServices, attribution: String, firstScreenful: Int? = nil) throws(DatasetError) {
        let store = services.store
        let list = if let leading = firstScreenful.flatMap(store.leadingKanji) {
            AllKanjiListCoordinator(services: services, kanji: leading.kanji, pendingCount: leading.totalCount)
        } else {
            AllKanjiListCoordinator(services: services, kanji: try store.allKanji())
        }
        let root = list.makeScreen()
        self.services = services
        self.attribution = attribution
        self.rootListCoordinator = list
        self.rootList = root
        super.init(firstTab: Tab(title: AllKanjiListCoordinator.title, number: AppTab.kanji.rawValue) {
            let stack = AppStack(root: .kanjiList(root))
            list.stack = stack
            return stack
        })
        // Unowned self: the tab bar owns the tab and its closure; it outlives neither.
        addTab(Tab(title: WordsTabCoordinator.title, number: AppTab.words.rawValue) { [unowned self] in
            let words = WordsTabCoordinator(services: services, stack: nil)
            wordsCoordinator = words
            let stack = AppStack(root: words.makeScreen())
            words.stack = stack
            return stack
        })
        addTab(Tab(title: RadicalsTabCoordinator.title, number: AppTab.radicals.rawValue) {
            let radicals = RadicalsTabCoordinator(services: services, stack: nil)
            let stack = AppStack(root: radicals.makeScreen())
            radicals.stack = stack
            return stack
        })
        // Unowned self: the tab bar owns the tab and its closure; it outlives neither.
        addTab(Tab(title: StudyCoordinator.title, number: AppTab.study.rawValue) { [unowned self] in
            let coordinator = StudyCoordinator(services: services, stack: nil)
            studyCoordinator = coordinator
            let stack = AppStack(root: .studyList(coordinator.makeScreen()))
            coordinator.watch(stack)
            return stack
        })
        addTab(Tab(title: HistoryCoordinator.title, number: AppTab.history.rawValue) { [unowned self] in
            let coordinator = HistoryCoordinator(services: services, stack: nil)
            historyCoordinator = coordinator
            let stack = AppStack(root: .history(coordinator.makeScreen()))
            coordinator.watch(stack)
            return stack
        })
    }

    /// Gives the root list the kanji beyond its first screenful, if it was started with those only.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        try rootListCoordinator.loadAllKanji()
    }

    /// Pushes the About page on the shown tab, unless it is already on top.
    public func showAbout() {
        guard about == nil || stack.top.screen.coordinator !== about else { return }
        let about = AboutCoordinator(stack: stack, attribution: attribution)
        self.about = about
        addChild(about)
        about.start()
    }

    // MARK: Tabs

    /// The History and Study lists read their store again whenever their tab is shown: something was opened or
    /// kept elsewhere; while another tab is shown they let their rows go. Leaving the Study tab abandons a review
    /// under way (a review is of the cards due when it began; its flow's cleanup reports how far it got).
    public override func didSelectTab(_ tab: Tab<AppScreen>) {
        guard let shown = AppTab(rawValue: tab.number) else { preconditionFailure("tab \(tab.number) was not added as an AppTab") }
        switch shown {
        case .history: historyCoordinator?.refresh()
        case .study: studyCoordinator?.refresh()
        case .kanji, .words, .radicals: break
        }
        if shown != .study { endReview() }
        // Hidden, a list keeps only where its cursor was: it reads its store again when shown, so rows kept meanwhile
        // would be memory spent on nothing (a deck of thousands of cards, a long history).
        if shown != .history { historyCoordinator?.setAside() }
        if shown != .study { studyCoordinator?.setAside() }
    }

    /// Ends a review under way, so its cleanup runs: on a tab switch and before the app quits.
    public func endReview() {
        studyCoordinator?.abandonReview()
    }

    // MARK: Deep links

    /// Opens `kanji`'s detail over the all-kanji list in the Kanji tab, the list's cursor on it, exactly as if the
    /// person had moved there and pressed Enter: Back returns to the list positioned on the kanji.
    public func openDetail(of kanji: Kanji) {
        selectTab(number: AppTab.kanji.rawValue)
        rootList.moveCursor(to: kanji.character)
        rootListCoordinator.showDetail(of: kanji)
    }

    /// Opens `entry`'s detail over the word search in the Words tab: Back returns to the search.
    public func openDetail(of entry: DictionaryEntry) {
        selectTab(number: AppTab.words.rawValue)
        wordsCoordinator?.showDetail(of: entry)
    }
}

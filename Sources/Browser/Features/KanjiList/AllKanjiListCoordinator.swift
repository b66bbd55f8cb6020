import Coordination
import KanjiKit

/// The root flow: every kanji in the default order; choosing one opens its detail.
///
/// The Kanji tab's root (``TabRoot``): it builds the screen the tab's stack is created with.
public final class AllKanjiListCoordinator: BrowserCoordinator, TabRoot {
    private let kanji: [Kanji]
    private let pendingCount: Int?
    /// Weak: the screen owns this coordinator, not the other way round; kept to feed it the rest.
    private weak var screen: KanjiListViewModel?

    /// - Parameters:
    ///   - kanji: every kanji, already in display order (the store parsed them once) — or only the
    ///     first screenful of them, so the list can be drawn before the rest is parsed.
    ///   - pendingCount: how many kanji there are in all, when `kanji` is only the first screenful.
    init(navigator: TabNavigator, kanji: [Kanji], pendingCount: Int? = nil) {
        self.kanji = kanji
        self.pendingCount = pendingCount
        super.init(navigator: navigator)
    }

    /// The list on screen, while its tab's stack holds it.
    public var list: KanjiListViewModel? { screen }

    /// Builds the all-kanji list screen, which owns this coordinator from then on.
    public func makeRootScreen() -> AppScreen {
        let screen = KanjiListViewModel(title: AppTab.kanji.title, kanji: kanji, pendingCount: pendingCount,
                                        sortKey: .frequency, search: try? store.kanjiSearch(),
                                        words: try? services.words.get(), coordinator: self)
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
        if case .kanjiDetail(let kanji) = route { screen?.moveCursor(to: kanji.character) }
        super.show(route)
    }

    /// Feeds the whole list to a screen that was made from the first screenful; nothing otherwise.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        guard let screen, screen.pendingCount != nil else { return }
        screen.completeSource(with: try store.allKanji())
    }
}

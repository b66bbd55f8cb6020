import Coordination
import KanjiKit

/// The base of the browser's coordinators that open things: every kanji list, detail and tab root. What they
/// open next they name as an ``AppRoute``; their tab's navigator makes it happen.
///
/// Shared so that "kanji chosen" and "filter asked for" mean the same thing on every kanji list, in every tab.
///
/// It holds only what those shared actions use (``CoordinatorServices``); each subclass takes its feature's own
/// composition of services in its initialiser, which includes these, and hands them on.
public class BrowserCoordinator: Coordinator {
    /// Strong: the navigator refers to no coordinator (it holds its stack and root weakly), so no cycle.
    let navigator: TabNavigator
    /// Strong: the study list, its writer and undo window, and the effect queue the shared actions use — the same
    /// services the subclass holds as its feature's composition, none of which refers to a coordinator.
    let shared: any CoordinatorServices

    init(navigator: TabNavigator, services: any CoordinatorServices) {
        self.navigator = navigator
        shared = services
        super.init()
    }

    /// Goes to `route` as this coordinator's child, on this coordinator's tab.
    func show(_ route: AppRoute) {
        navigator.trigger(route, from: self)
    }

    /// What a kanji list of this coordinator asked for: a kanji's detail, or the filter form over that list.
    ///
    /// A new filter or sort is the list's own business here: a list reached from elsewhere (a word's kanji, a
    /// component's) opens in its own order every time. The Kanji tab's list overrides this to remember them
    /// (``AllKanjiListCoordinator``).
    func list(_ list: KanjiListViewModel, didOutput output: KanjiListViewModel.Output) {
        switch output {
        case .kanjiChosen(let kanji): show(.kanjiDetail(kanji.character))
        case .filterRequested: show(.filter(list.source))
        case .toggleKept(let item): list.showNotice(toggleKept(item))
        case .keepAll(let kanji): list.showNotice(keepAll(kanji.map { .kanji($0.character) }))
        case .undoRequested: list.showNotice(undoDeckChange())
        case .filterChanged, .sortChanged: break
        }
    }

    /// Records that `item` was opened, after the frame that shows it is drawn: a write never delays the screen,
    /// and the app reports a failed one (``KanjiBrowser/performEffects()``).
    func recordOpened(_ item: LookupItem) {
        shared.effects.schedule(.record(item))
    }
}

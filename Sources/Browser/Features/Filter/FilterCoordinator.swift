import Coordination
import KanjiKit

/// The filter form as a flow over one list: changes apply to that list at once, and backing out
/// (which the anchor notices) simply leaves the list as filtered. It has no result to report.
public final class FilterCoordinator: FlowCoordinator<AppScreen, Never> {
    /// Strong: the navigator refers to no coordinator.
    private let navigator: TabNavigator
    /// Strong: the kanji data (``FilterServices``), which refers to no coordinator.
    private let services: any FilterServices
    /// Weak: the list belongs to the stack; the form only adjusts it while both are shown.
    private weak var list: (any FilterableKanjiList)?

    /// - Parameter list: the list to filter (its own kanji, not all kanji, are what the form counts).
    init(navigator: TabNavigator, services: any FilterServices, list: any FilterableKanjiList) {
        self.navigator = navigator
        self.services = services
        self.list = list
        guard let stack = navigator.stack else { preconditionFailure("a filter was routed on a tab that is not built") }
        super.init(stack: stack)
    }

    public override func startFlow() {
        guard let list else { return }
        do {
            let form = FilterFormViewModel(filter: list.filter, kanji: list.sourceKanji,
                                           kanjiWithCommonWords: try services.store.kanjiWithCommonWords(), coordinator: self)
            form.onFilterChanged = { [weak self] filter in self?.list?.setFilter(filter) }
            navigator.push(.filterForm(form))
        } catch {
            navigator.push(.textPage(TextPageViewModel(title: "Filter", lines: ["The filter is unavailable:", "\(error)"], coordinator: self)))
        }
    }
}

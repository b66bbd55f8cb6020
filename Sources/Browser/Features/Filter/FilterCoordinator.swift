import Coordination
import KanjiKit

/// The filter form as a flow over one list: changes apply to that list at once, and backing out
/// (which the anchor notices) simply leaves the list as filtered. It has no result to report.
public final class FilterCoordinator: FlowCoordinator<AppScreen, Never> {
    /// Strong: shared, read-only data.
    private let store: KanjiStore
    /// Weak: the list belongs to the stack; the form only adjusts it while both are shown.
    private weak var list: KanjiListViewModel?

    /// - Parameter list: the list to filter (its own kanji, not all kanji, are what the form counts).
    public init(store: KanjiStore, stack: AppStack, list: KanjiListViewModel) {
        self.store = store
        self.list = list
        super.init(stack: stack)
    }

    public override func startFlow() {
        guard let list else { return }
        do {
            let form = FilterFormViewModel(filter: list.filter, kanji: list.sourceKanji,
                                           kanjiWithCommonWords: try store.kanjiWithCommonWords(), coordinator: self)
            form.onFilterChanged = { [weak self] filter in self?.list?.setFilter(filter) }
            stack?.push(.filterForm(form))
        } catch {
            stack?.push(.textPage(TextPageViewModel(title: "Filter", lines: ["The filter is unavailable:", "\(error)"], coordinator: self)))
        }
    }
}

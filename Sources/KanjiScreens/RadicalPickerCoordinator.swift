import Coordination
import KanjiKit

/// The radical picker flow: started from any kanji screen, anchored on it, and finished back there.
///
/// Choosing a kanji finishes the flow with `.chosen`; the parent pops back to the anchor and opens the
/// detail. Backing out pops the picker, which the anchor notices, so the flow ends without a choice.
public final class RadicalPickerCoordinator: FlowCoordinator {
    public static let title = "Radicals"

    /// Strong: shared, read-only data.
    private let store: KanjiStore

    public init(store: KanjiStore, stack: NavigationStack) {
        self.store = store
        super.init(stack: stack)
    }

    /// Pushes the picker over every kanji; a broken components file shows as a page saying what is wrong.
    public override func startFlow() {
        do {
            let screen = RadicalPickerViewModel(components: try store.components(), index: try store.componentIndex(), coordinator: self)
            screen.onKanjiChosen = { [weak self] kanji in self?.finish(with: RadicalPickerOutcome.chosen(kanji)) }
            stack?.push(screen)
        } catch {
            stack?.push(TextPageViewModel(title: Self.title, lines: ["The radical picker is unavailable:", "\(error)"], coordinator: self))
        }
    }
}

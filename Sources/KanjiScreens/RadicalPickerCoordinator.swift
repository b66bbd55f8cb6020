import Coordination
import KanjiKit

/// The radical picker flow: started from any kanji screen, anchored on it, and finished back there.
///
/// Choosing a kanji finishes the flow with ``Result/chosen(_:)``; the parent pops back to the anchor and opens
/// the detail. Backing out pops the picker, which the anchor notices, so the flow ends without a result.
@MainActor
public final class RadicalPickerCoordinator: FlowCoordinator<AppScreen, RadicalPickerCoordinator.Result> {
    /// How the picker ends when it does not just get popped.
    public enum Result: Sendable {
        /// The person opened this kanji from the matches.
        case chosen(Kanji)
    }

    public static let title = "Radicals"

    /// Strong: shared, read-only data.
    private let store: KanjiStore

    public init(store: KanjiStore, stack: AppStack) {
        self.store = store
        super.init(stack: stack)
    }

    /// Pushes the picker over every kanji; a broken components file shows as a page saying what is wrong.
    public override func startFlow() {
        do {
            let screen = RadicalPickerViewModel(components: try store.components(), index: try store.componentIndex(), coordinator: self)
            screen.onOutput = { [weak self] output in
                switch output {
                case .kanjiChosen(let kanji): self?.finish(with: .chosen(kanji))
                }
            }
            stack?.push(.radicalPicker(screen))
        } catch {
            stack?.push(.textPage(TextPageViewModel(title: Self.title, lines: ["The radical picker is unavailable:", "\(error)"], coordinator: self)))
        }
    }
}

import Coordination
import KanjiKit

/// A kanji's components (`c` on its detail); choosing one lists every kanji that contains it.
public final class ComponentsCoordinator: BrowserCoordinator {
    public let kanji: Kanji

    /// - Parameter kanji: the kanji whose components are listed; they are described in `start()`.
    init(navigator: TabNavigator, kanji: Kanji) {
        self.kanji = kanji
        super.init(navigator: navigator)
    }

    /// Describes the components (strokes from RADKFILE, meanings from KANJIDIC2), builds the list (which then owns
    /// this coordinator) and pushes it; a components file that cannot be read is said on a page instead.
    public override func start() {
        do {
            let screen = ComponentListViewModel(kanji: kanji, components: try store.componentDescriptions(of: kanji), coordinator: self)
            // Weak self: the screen owns this coordinator.
            screen.onOutput = { [weak self] output in
                switch output {
                case .componentChosen(let component): self?.show(.kanjiContaining(component))
                }
            }
            navigator.push(.componentList(screen))
        } catch {
            navigator.push(.textPage(TextPageViewModel(title: "Components", lines: ["The components are unavailable:", "\(error)"],
                                                       coordinator: self)))
        }
    }
}

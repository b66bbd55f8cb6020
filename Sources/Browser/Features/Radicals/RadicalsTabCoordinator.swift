import Coordination
import KanjiKit

/// The Radicals tab's root: the component picker. A kanji chosen there opens its detail on the Radicals stack,
/// so Back returns to the picker with every chosen component still chosen.
///
/// The picker screen is the same view model a flow could show anywhere; only this coordinator decides what
/// choosing means here.
public final class RadicalsTabCoordinator: BrowserCoordinator, TabRoot {
    /// Strong: the kanji data (``RadicalsServices``), which refers to no coordinator.
    private let services: any RadicalsServices

    init(navigator: TabNavigator, services: any RadicalsServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Builds the tab's root screen, which owns this coordinator from then on: the picker, or a page saying why
    /// the components file cannot be read.
    public func makeRootScreen() -> AppScreen {
        do {
            let screen = RadicalPickerViewModel(components: try services.store.components(), index: try services.store.componentIndex(), coordinator: self)
            screen.onOutput = { [weak self] output in
                switch output {
                case .kanjiChosen(let kanji): self?.show(.kanjiDetail(kanji.character))
                }
            }
            return .radicalPicker(screen)
        } catch {
            return .textPage(TextPageViewModel(title: AppTab.radicals.title, lines: ["The radical picker is unavailable:", "\(error)"], coordinator: self))
        }
    }
}

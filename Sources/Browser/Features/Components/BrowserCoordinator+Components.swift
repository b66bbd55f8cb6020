import KanjiKit

extension BrowserCoordinator {
    /// A kanji's components (``AppRoute/components(of:)``, `c` on its detail), described with their strokes (RADKFILE)
    /// and meanings (KANJIDIC2); choosing one lists every kanji that contains it. A components file that cannot be
    /// read is said on a page instead.
    /// - Parameter services: the kanji data the components are described from.
    func makeComponentList(of kanji: Kanji, services: any ComponentsServices) -> AppScreen {
        do {
            let screen = ComponentListViewModel(kanji: kanji, components: try services.store.componentDescriptions(of: kanji), coordinator: self)
            // Weak self: the screen owns this coordinator.
            screen.onOutput = { [weak self] output in
                switch output {
                case .componentChosen(let component): self?.show(.kanjiContaining(component: component.character))
                }
            }
            return .componentList(screen)
        } catch {
            return .textPage(TextPageViewModel(title: "Components", lines: ["The components are unavailable:", "\(error)"], coordinator: self))
        }
    }
}

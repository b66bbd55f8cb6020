import Coordination
import KanjiKit

/// Every kanji that contains one component, on the same list screen as all kanji, as jisho.org links a radical to
/// its kanji; choosing one opens its detail.
public final class ComponentKanjiListCoordinator: BrowserCoordinator {
    public let component: ComponentDescription

    init(navigator: TabNavigator, component: ComponentDescription) {
        self.component = component
        super.init(navigator: navigator)
    }

    /// Builds the list titled with the component, its meaning and strokes, and pushes it. The kanji come from the
    /// radical picker's index, in the all-kanji list's order (most frequent first); a components file that cannot
    /// be read leaves the list empty, its subtitle saying why.
    public override func start() {
        let kanji: [Kanji]
        var subtitle = "\(component.meaningText) · \(component.strokeCount) strokes"
        do {
            kanji = try store.componentIndex().kanji(containingAll: [component.character])
        } catch {
            kanji = []
            subtitle = "unavailable: \(error)"
        }
        let screen = KanjiListViewModel(title: component.character, subtitle: subtitle, kanji: kanji,
                                        search: try? store.kanjiSearch(), coordinator: self)
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure.
        screen.onOutput = { [weak self, unowned screen] output in self?.list(screen, didOutput: output) }
        navigator.push(.kanjiList(screen))
    }
}

import Coordination
import KanjiKit

/// One kanji's stroke order as its own screen, started from the kanji's detail.
public final class StrokeOrderCoordinator: Coordinator {
    public let kanji: Kanji
    /// Strong: the navigator refers to no coordinator.
    private let navigator: TabNavigator

    /// - Parameter kanji: the person's choice; its drawing is looked up in the app's one stroke library.
    init(navigator: TabNavigator, kanji: Kanji) {
        self.navigator = navigator
        self.kanji = kanji
        super.init()
    }

    /// Looks up the drawing, builds the stroke-order screen (which then owns this coordinator) and pushes it.
    /// Pushes nothing for a kanji without a drawing: the detail offers the screen only when there is one.
    public override func start() {
        guard case .drawing(let drawing) = navigator.services.strokes.lookUp(kanji) else { return }
        navigator.push(.strokeOrder(StrokeOrderViewModel(kanji: kanji, drawing: drawing, coordinator: self)))
    }
}

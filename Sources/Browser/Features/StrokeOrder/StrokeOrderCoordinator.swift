import Coordination
import KanjiKit

/// One kanji's stroke order as its own screen, started from the kanji's detail.
public final class StrokeOrderCoordinator: Coordinator {
    public let kanji: Kanji
    /// Strong: the library is shared, read-only data that refers to no coordinator.
    private let strokes: StrokeLibrary
    /// Weak: the application coordinator owns the stack.
    public private(set) weak var stack: AppStack?

    /// - Parameters:
    ///   - strokes: where the drawing is looked up (the app's one library, its file already open).
    ///   - kanji: the person's choice.
    public init(strokes: StrokeLibrary, stack: AppStack, kanji: Kanji) {
        self.strokes = strokes
        self.stack = stack
        self.kanji = kanji
        super.init()
    }

    /// Looks up the drawing, builds the stroke-order screen (which then owns this coordinator) and pushes it.
    /// Pushes nothing for a kanji without a drawing: the detail offers the screen only when there is one.
    public override func start() {
        guard case .drawing(let drawing) = strokes.lookUp(kanji) else { return }
        stack?.push(.strokeOrder(StrokeOrderViewModel(kanji: kanji, drawing: drawing, coordinator: self)))
    }
}

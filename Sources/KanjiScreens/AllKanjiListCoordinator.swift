import Coordination
import KanjiKit

/// The root flow: every kanji in the default order; choosing one opens its detail.
///
/// A stack is never empty, so the root screen must exist before the stack does: instead of pushing in
/// `start()`, this coordinator builds the screen the stack is created with (`makeScreen()`), and the
/// application coordinator hands it the stack afterwards.
public final class AllKanjiListCoordinator: KanjiCoordinator {
    /// The breadcrumb's first step.
    public static let title = "Kanji"

    private let kanji: [Kanji]

    /// - Parameter kanji: every kanji, already in display order (the store parsed them once).
    public init(store: KanjiStore, kanji: [Kanji]) {
        self.kanji = kanji
        super.init(store: store, stack: nil)
    }

    /// Builds the all-kanji list screen, which owns this coordinator from then on.
    public func makeScreen() -> KanjiListViewModel {
        let screen = KanjiListViewModel(title: Self.title, kanji: kanji, sortKey: .frequency, coordinator: self)
        screen.onKanjiChosen = { [weak self] kanji in self?.showDetail(of: kanji) }
        return screen
    }
}

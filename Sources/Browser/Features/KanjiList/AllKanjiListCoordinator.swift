import Coordination
import KanjiKit

/// The root flow: every kanji in the default order; choosing one opens its detail.
///
/// A stack is never empty, so the root screen must exist before the stack does: instead of pushing in
/// `start()`, this coordinator builds the screen the stack is created with (`makeScreen()`), and the
/// application coordinator hands it the stack afterwards.
public final class AllKanjiListCoordinator: BrowserCoordinator {
    /// The breadcrumb's first step.
    public static let title = "Kanji"

    private let kanji: [Kanji]
    private let pendingCount: Int?
    /// Weak: the screen owns this coordinator, not the other way round; kept to feed it the rest.
    private weak var screen: KanjiListViewModel?

    /// - Parameters:
    ///   - kanji: every kanji, already in display order (the store parsed them once) — or only the
    ///     first screenful of them, so the list can be drawn before the rest is parsed.
    ///   - pendingCount: how many kanji there are in all, when `kanji` is only the first screenful.
    public init(services: BrowserServices, kanji: [Kanji], pendingCount: Int? = nil) {
        self.kanji = kanji
        self.pendingCount = pendingCount
        super.init(services: services, stack: nil)
    }

    /// Builds the all-kanji list screen, which owns this coordinator from then on.
    public func makeScreen() -> KanjiListViewModel {
        let screen = KanjiListViewModel(title: Self.title, kanji: kanji, pendingCount: pendingCount,
                                        sortKey: .frequency, search: try? store.kanjiSearch(), coordinator: self)
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure, so it
        // is alive whenever the closure runs, and a strong capture would be a cycle.
        screen.onOutput = { [weak self, unowned screen] output in self?.list(screen, didOutput: output) }
        screen.studyMarks = studyMarks
        self.screen = screen
        return screen
    }

    /// Feeds the whole list to a screen that was made from the first screenful; nothing otherwise.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        guard let screen, screen.pendingCount != nil else { return }
        screen.completeSource(with: try store.allKanji())
    }
}

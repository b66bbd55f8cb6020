import Coordination
import KanjiKit

/// One kanji's detail; choosing a word shows the kanji of that word, `o` the kanji's stroke order.
@MainActor
public final class KanjiDetailCoordinator: KanjiCoordinator {
    public let kanji: Kanji

    /// - Parameters:
    ///   - kanji: the person's choice; the words are looked up in `start()`.
    public init(services: BrowserServices, stack: AppStack, kanji: Kanji) {
        self.kanji = kanji
        super.init(services: services, stack: stack)
    }

    /// Looks up the kanji's words and drawing, builds the detail screen (which then owns this coordinator) and pushes it.
    /// A broken word file does not stop the detail: the screen says what is wrong where the words would be.
    public override func start() {
        let screen: KanjiDetailViewModel
        let strokeOrder = strokes.lookUp(kanji)
        do {
            screen = KanjiDetailViewModel(kanji: kanji, words: try store.words(containing: kanji), strokeOrder: strokeOrder,
                                          coordinator: self)
        } catch {
            screen = KanjiDetailViewModel(kanji: kanji, words: [], wordsNotice: "Words unavailable: \(error)",
                                          strokeOrder: strokeOrder, coordinator: self)
        }
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure.
        screen.onOutput = { [weak self, unowned screen] output in
            switch output {
            case .wordChosen(let word): self?.showKanji(of: word)
            case .strokeOrderRequested: self?.showStrokeOrder()
            case .toggleKept(let item): if let self { screen.showNotice(toggleKept(item)) }
            }
        }
        stack?.push(.kanjiDetail(screen))
        history.record(.kanji(kanji.character))
    }

    /// Starts a `StrokeOrderCoordinator` for this kanji as a child; it pushes the stroke-order screen, which owns it.
    private func showStrokeOrder() {
        guard let stack else { return }
        let strokeOrder = StrokeOrderCoordinator(strokes: strokes, stack: stack, kanji: kanji)
        addChild(strokeOrder)
        strokeOrder.start()
    }
}

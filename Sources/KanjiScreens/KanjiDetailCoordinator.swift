import Coordination
import KanjiKit

/// One kanji's detail; choosing a word shows the kanji of that word.
@MainActor
public final class KanjiDetailCoordinator: KanjiCoordinator {
    public let kanji: Kanji

    /// - Parameters:
    ///   - kanji: the person's choice; the words are looked up in `start()`.
    public init(store: KanjiStore, stack: AppStack, kanji: Kanji) {
        self.kanji = kanji
        super.init(store: store, stack: stack)
    }

    /// Looks up the kanji's words, builds the detail screen (which then owns this coordinator) and pushes it.
    /// A broken word file does not stop the detail: the screen says what is wrong where the words would be.
    public override func start() {
        let screen: KanjiDetailViewModel
        do {
            screen = KanjiDetailViewModel(kanji: kanji, words: try store.words(containing: kanji), coordinator: self)
        } catch {
            screen = KanjiDetailViewModel(kanji: kanji, words: [], wordsNotice: "Words unavailable: \(error)", coordinator: self)
        }
        screen.onOutput = { [weak self] output in
            switch output {
            case .wordChosen(let word): self?.showKanji(of: word)
            case .radicalPickerRequested: self?.showRadicalPicker()
            }
        }
        stack?.push(.kanjiDetail(screen))
    }
}

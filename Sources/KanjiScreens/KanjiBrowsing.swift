import Coordination
import KanjiKit

/// What every kanji coordinator can do next: open a kanji's detail or a word's kanji, as a child flow.
///
/// Shared so that "kanji chosen" means the same thing on the all-kanji list and on a word's list.
protocol KanjiBrowsing: Coordinator {
    var store: KanjiStore { get }
    /// Weak in every conformer: the application coordinator owns the stack, never a kanji coordinator.
    var stack: NavigationStack? { get }
}

extension KanjiBrowsing {
    /// Starts a `KanjiDetailCoordinator` for `kanji` as a child; it pushes the detail screen, which owns it.
    func showDetail(of kanji: Kanji) {
        guard let stack else { return }
        let detail = KanjiDetailCoordinator(store: store, stack: stack, kanji: kanji)
        addChild(detail)
        detail.start()
    }

    /// Starts a `WordKanjiListCoordinator` for `word` as a child; it pushes the word's kanji list.
    func showKanji(of word: Word) {
        guard let stack else { return }
        let list = WordKanjiListCoordinator(store: store, stack: stack, word: word)
        addChild(list)
        list.start()
    }
}

import Coordination
import KanjiKit

/// The base of the kanji coordinators: what each of them can open next, always as a child flow.
///
/// Shared so that "kanji chosen" and "filter asked for" mean the same thing on the all-kanji list and on a
/// word's list; subclasses add only the screen they build.
@MainActor
public class KanjiCoordinator: Coordinator {
    /// Strong: the store is shared, read-only data that refers to no coordinator.
    let store: KanjiStore
    /// Strong: the app's one stroke library, shared read-only data like the store.
    let strokes: StrokeLibrary
    /// Weak: the application coordinator owns the stack; a kanji coordinator never does.
    public internal(set) weak var stack: AppStack?

    init(store: KanjiStore, strokes: StrokeLibrary, stack: AppStack?) {
        self.store = store
        self.strokes = strokes
        self.stack = stack
        super.init()
    }

    /// Starts a `KanjiDetailCoordinator` for `kanji` as a child; it pushes the detail screen, which owns it.
    func showDetail(of kanji: Kanji) {
        guard let stack else { return }
        start(KanjiDetailCoordinator(store: store, strokes: strokes, stack: stack, kanji: kanji))
    }

    /// Starts a `WordKanjiListCoordinator` for `word` as a child; it pushes the word's kanji list.
    func showKanji(of word: Word) {
        guard let stack else { return }
        start(WordKanjiListCoordinator(store: store, strokes: strokes, stack: stack, word: word))
    }

    /// What a kanji list of this coordinator asked for: a kanji's detail, or the filter form over that list.
    func list(_ list: KanjiListViewModel, didOutput output: KanjiListViewModel.Output) {
        switch output {
        case .kanjiChosen(let kanji): showDetail(of: kanji)
        case .filterRequested:
            guard let stack else { return }
            start(FilterCoordinator(store: store, stack: stack, list: list))
        case .radicalPickerRequested: showRadicalPicker()
        }
    }

    /// Starts the radical picker as a child flow anchored on the current top screen. A kanji chosen there pops
    /// back to that screen and opens the kanji's detail from it, so Back from the detail returns there.
    func showRadicalPicker() {
        guard let stack else { return }
        let anchor = stack.top.screen
        let picker = RadicalPickerCoordinator(store: store, stack: stack)
        // Weak: the result handler must keep neither this coordinator nor the anchor alive.
        addChild(picker) { [weak self, weak anchor] result in
            switch result {
            case .chosen(let kanji):
                if let anchor { self?.stack?.pop(to: anchor) }
                self?.showDetail(of: kanji)
            }
        }
        picker.start()
    }

    private func start(_ child: Coordinator) {
        addChild(child)
        child.start()
    }
}

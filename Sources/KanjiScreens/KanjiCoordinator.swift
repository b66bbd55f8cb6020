import Coordination
import KanjiKit

/// The base of the kanji coordinators: what each of them can open next, always as a child flow, and
/// how it takes back a finished radical picker.
///
/// Shared so that "kanji chosen" means the same thing on the all-kanji list, on a word's list and from
/// the picker; subclasses add only the screen they build.
public class KanjiCoordinator: Coordinator {
    /// Strong: the store is shared, read-only data that refers to no coordinator.
    let store: KanjiStore
    /// Weak: the application coordinator owns the stack; a kanji coordinator never does.
    public internal(set) weak var stack: NavigationStack?

    init(store: KanjiStore, stack: NavigationStack?) {
        self.store = store
        self.stack = stack
        super.init()
    }

    /// Starts a `KanjiDetailCoordinator` for `kanji` as a child; it pushes the detail screen, which owns it.
    func showDetail(of kanji: Kanji) {
        guard let stack else { return }
        start(KanjiDetailCoordinator(store: store, stack: stack, kanji: kanji))
    }

    /// Starts a `WordKanjiListCoordinator` for `word` as a child; it pushes the word's kanji list.
    func showKanji(of word: Word) {
        guard let stack else { return }
        start(WordKanjiListCoordinator(store: store, stack: stack, word: word))
    }

    /// Starts the radical picker as a child flow anchored on the current top screen.
    func showRadicalPicker() {
        guard let stack else { return }
        start(RadicalPickerCoordinator(store: store, stack: stack))
    }

    /// Starts the filter form for `list` (a screen of this coordinator) as a child flow.
    func showFilter(for list: KanjiListViewModel) {
        guard let stack else { return }
        start(FilterCoordinator(store: store, stack: stack, list: list))
    }

    /// A picker that finished with a chosen kanji is popped back to where it began, and the kanji's
    /// detail opens from there — so Back from the detail returns to the screen the picker was opened on.
    public override func childDidFinish(_ child: Coordinator, outcome: (any CoordinatorOutcome)?) {
        guard let picker = child as? RadicalPickerCoordinator,
              case .chosen(let kanji)? = outcome as? RadicalPickerOutcome else { return }
        if let anchor = picker.anchor { stack?.pop(to: anchor) }
        showDetail(of: kanji)
    }

    private func start(_ child: Coordinator) {
        addChild(child)
        child.start()
    }
}

import Coordination
import KanjiKit

/// The base of the kanji coordinators: what each of them can open next, always as a child flow.
///
/// Shared so that "kanji chosen" and "filter asked for" mean the same thing on every kanji list, in every tab;
/// subclasses add only the screen they build.
public class BrowserCoordinator: Coordinator {
    /// The shared data and stores (a struct of strong references to things that refer to no coordinator).
    let services: BrowserServices
    var store: KanjiStore { services.store }
    var strokes: StrokeLibrary { services.strokes }
    var history: LookupHistory { services.history }
    /// Weak: the tab bar owns the stacks; a kanji coordinator never does. It is the stack of the tab its flow
    /// lives in.
    public internal(set) weak var stack: AppStack?

    init(services: BrowserServices, stack: AppStack?) {
        self.services = services
        self.stack = stack
        super.init()
    }

    /// Starts a `KanjiDetailCoordinator` for `kanji` as a child; it pushes the detail screen, which owns it.
    func showDetail(of kanji: Kanji) {
        guard let stack else { return }
        start(KanjiDetailCoordinator(services: services, stack: stack, kanji: kanji))
    }

    /// Starts a `WordDetailCoordinator` for `entry` as a child; it pushes the word's detail, which owns it.
    func showDetail(of entry: DictionaryEntry) {
        guard let stack else { return }
        start(WordDetailCoordinator(services: services, stack: stack, entry: entry))
    }

    /// What a kanji list of this coordinator asked for: a kanji's detail, or the filter form over that list.
    func list(_ list: KanjiListViewModel, didOutput output: KanjiListViewModel.Output) {
        switch output {
        case .kanjiChosen(let kanji): showDetail(of: kanji)
        case .filterRequested:
            guard let stack else { return }
            start(FilterCoordinator(store: store, stack: stack, list: list))
        case .toggleKept(let item): list.showNotice(toggleKept(item))
        }
    }

    private func start(_ child: Coordinator) {
        addChild(child)
        child.start()
    }
}

import Coordination
import KanjiKit

/// One word's detail; Enter there shows the word's kanji on a kanji list (the screen the all-kanji list is).
public final class WordDetailCoordinator: BrowserCoordinator {
    public let entry: DictionaryEntry

    /// - Parameter entry: the person's choice; its kanji are looked up in `start()`.
    public init(services: BrowserServices, stack: AppStack, entry: DictionaryEntry) {
        self.entry = entry
        super.init(services: services, stack: stack)
    }

    /// Builds the detail (which then owns this coordinator), pushes it and records the word in the history. The
    /// store has parsed every kanji by the time a word can be chosen, so the lookup cannot meet a bad line;
    /// should one fail anyway, the page lists the kanji found before it.
    public override func start() {
        let screen = WordDetailViewModel(entry: entry, kanji: (try? store.kanji(in: entry.headword)) ?? [], coordinator: self)
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen calls this closure itself.
        screen.onOutput = { [weak self, unowned screen] output in
            guard let self else { return }
            switch output {
            case .kanjiRequested: showKanji()
            case .toggleKept(let item): screen.showNotice(toggleKept(item))
            }
        }
        stack?.push(.wordDetail(screen))
        history.record(.word(headword: entry.headword, reading: entry.reading))
    }

    /// Starts a `WordKanjiListCoordinator` for the word as a child; it pushes the word's kanji list.
    private func showKanji() {
        guard let stack else { return }
        let list = WordKanjiListCoordinator(services: services, stack: stack, entry: entry)
        addChild(list)
        list.start()
    }
}

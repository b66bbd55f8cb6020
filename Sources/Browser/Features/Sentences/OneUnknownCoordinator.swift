import Coordination
import Segmentation

/// The library's sentences with exactly one unknown word (``AppRoute/oneUnknownSentences``): indexes the texts not
/// indexed this session, one per frame (from `kanji-tui sentences`' cache when kept there), lists the sentences as
/// `sentences --i1` orders them, opens one in its text, and keeps a word with its sentence as the reader's `a` keeps
/// one (`u` right after takes it back).
public final class OneUnknownCoordinator: BrowserCoordinator {
    /// Strong: the library, its indexes, the segmenter, the dictionary and the writer (``SentencesServices``), none of
    /// which refers to a coordinator.
    private let services: any SentencesServices
    /// Weak: the list owns this coordinator.
    private weak var screen: OneUnknownViewModel?
    /// The library's texts, and those left to index, one per frame; set by ``start()``.
    private var queue: LibraryIndexQueue?

    init(navigator: TabNavigator, services: any SentencesServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Pushes the list, its sentences shown at once when every text is indexed already, else counted frame by frame.
    public override func start() {
        let queue = LibraryIndexQueue(services: services)
        self.queue = queue
        let screen = OneUnknownViewModel(texts: queue.total, coordinator: self)
        // Weak self: the screen owns this coordinator.
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        // Weak self, as for the output: the screen owns this coordinator.
        screen.lookUpMeaning = { [weak self] word in self?.meaning(of: word) ?? "" }
        self.screen = screen
        if queue.isDone { showSentences() }
        navigator.push(.oneUnknownSentences(screen))
    }

    /// `word`'s first sense's glosses.
    private func meaning(of word: TextWord) -> String {
        services.entry(rank: word.entryNumber + 1)?.senses.first?.glosses.joined(separator: "; ") ?? ""
    }

    private func screenDidOutput(_ output: OneUnknownViewModel.Output) {
        switch output {
        case .indexNext:
            indexNext()
        case .open(let sentence):
            let entry = sentence.entry
            do {
                // The reader opens where the library says the reading is: there.
                try services.writer.perform(.moveReading(entry, to: sentence.position))
                show(.reader(ReadingEntry(id: entry.id, title: entry.title, source: entry.source, position: sentence.position, openedAt: entry.openedAt)))
            } catch {
                screen?.showNotice("Not opened: \(error.message)")
            }
        case .keep(let sentence):
            do {
                let result = try services.writer.perform(.keep(sentence.item, context: sentence.context))
                // A new card opens u's window, as the reader's a does (a sentence recorded on a kept card opens none).
                if case .kept = result { services.deckUndo.record(.kept([sentence.item])) }
                screen?.didKeep(sentence, saying: result.confirmation)
            } catch {
                screen?.showNotice("Not kept: \(error.message)")
            }
        case .undo:
            let notice = undoDeckChange()
            screen?.didUndo(saying: notice) { [services] word in
                services.study.card(for: .word(headword: word.headword, reading: word.reading)) != nil
            }
        }
    }

    /// Indexes the next text left (from the cache, or segmented), then lists the sentences once none is left.
    private func indexNext() {
        guard var queue, !queue.isDone else { return }
        queue.indexNext(with: services)
        self.queue = queue
        screen?.didIndex(queue.indexed, of: queue.total)
        if queue.isDone { showSentences() }
    }

    /// The sentences of the texts indexed, with exactly one unknown word by the study list and the marks, best
    /// first: an ignored word is no word to learn, so it is never the one (as `sentences --i1` counts).
    private func showSentences() {
        guard let queue else { return }
        let library = services.librarySentences(of: queue.entries)
        let found = library.sentences.oneUnknown { [services] word in !services.knowledge(of: word).countsAsUnknown }
        screen?.show(found.map { OneUnknownSentence($0, entry: library.entries[$0.match.textIndex]) }, texts: library.entries.count)
        if let leftOut = queue.leftOutNotice { screen?.showNotice(leftOut) }
    }
}

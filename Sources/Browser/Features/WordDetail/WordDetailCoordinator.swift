import Coordination
import KanjiKit
import Segmentation

/// One word's detail; Enter on one of its kanji opens that kanji's detail, `L` shows them all on a kanji list (the
/// screen the all-kanji list is).
public final class WordDetailCoordinator: BrowserCoordinator {
    public let entry: DictionaryEntry
    /// Strong: the word dictionary, the kanji data and the speaker (``WordDetailServices``), none of which refers to
    /// a coordinator.
    private let services: any WordDetailServices
    /// How the word was written where it was chosen (``AppRoute/wordDetail(rank:spelling:)``), for the page's heading.
    private let spelling: String?
    /// The Read library's texts, as "In your texts" reads them (values).
    private var texts: [ReadingEntry] = []

    /// - Parameter entry: the person's choice; its kanji are looked up in `start()`.
    /// - Parameter spelling: how the text or the search wrote it, if that was known.
    init(navigator: TabNavigator, services: any WordDetailServices, entry: DictionaryEntry, spelling: String? = nil) {
        self.entry = entry
        self.services = services
        self.spelling = spelling
        super.init(navigator: navigator, services: services)
    }

    /// What the learner's own dictionaries say of the word as its page is headed (issue 49).
    private func learnerDictionaries() -> WordInLearnerDictionaries {
        let written = WordDetailViewModel.heading(of: entry, writtenAs: spelling)
        return WordInLearnerDictionaries(headword: written, reading: entry.reading(writtenAs: written), in: services.dictionaries)
    }

    /// Builds the detail (which then owns this coordinator), pushes it and has the word recorded in the history. The
    /// store has parsed every kanji by the time a word can be chosen, so the lookup cannot meet a bad line;
    /// should one fail anyway, the page lists the kanji found before it.
    public override func start() {
        let item = services.studyItem(of: entry)
        let screen = WordDetailViewModel(entry: entry, spelling: spelling, kanji: (try? services.store.kanji(in: entry.kanjiSpelling)) ?? [], item: item,
                                         pitch: WordPitchLookup.readings(of: entry, directory: services.store.dataDirectory),
                                         inYourTexts: usesInTexts(),
                                         learnerDictionaries: learnerDictionaries(),
                                         coordinator: self)
        screen.studyMarks = studyMarks
        screen.askAnki = { [weak self] item in self?.services.anki.presence(of: item) ?? .off }
        screen.readSentence = { [weak self] sentence in
            guard let segmenter = try? self?.services.segmenter.segmenter.get() else { return nil }
            return Furigana.bracketed(sentence, words: segmenter.words(in: sentence))
        }
        // Weak self: the screen owns this coordinator. Unowned screen: the screen calls this closure itself.
        screen.onOutput = { [weak self, unowned screen] output in
            guard let self else { return }
            switch output {
            case .kanjiChosen(let kanji): show(.kanjiDetail(kanji.character))
            case .kanjiListRequested: show(.kanjiOfWord(rank: entry.rank))
            case .toggleKept(let item): screen.showNotice(toggleKept(item))
            case .markRequested(.word(let headword, let reading), let mark):
                screen.showNotice(services.toggleMark(mark, headword: headword, reading: reading).notice)
            case .markRequested(.kanji, _): break
            case .undoRequested: screen.showNotice(undoDeckChange())
            case .speakRequested(let text): if let failure = services.speech.speak(text) { screen.showNotice(failure) }
            case .openInAnkiRequested(let item): if let line = services.anki.browse(item) { screen.showNotice(line) }
            case .nextIndexWanted: screen.showUses(readNextIndex())
            }
        }
        navigator.push(.wordDetail(screen))
        recordOpened(item)
    }

    /// The sentences of the library's texts that use the word, from the indexes made already (by the i+1 screen or
    /// `kanji-tui sentences`): each text's kept index is read once a session — on the first page of a session, one a
    /// frame after the page is drawn (``readNextIndex()``), so no page waits for a library's indexes.
    private func usesInTexts() -> WordUsesInTexts {
        let count = services.library.count()
        guard count > 0 else { return .noTexts }
        texts = services.library.entries(offset: 0, limit: count)
        let unread = texts.count { !services.sentenceIndexes.looked(for: $0) }
        return unread == 0 ? found() : .reading(read: texts.count - unread, texts: texts.count)
    }

    /// Reads the next text's kept index; what the page says then.
    private func readNextIndex() -> WordUsesInTexts {
        if let next = texts.first(where: { !services.sentenceIndexes.looked(for: $0) }) {
            services.sentenceIndexes.indexKept(next) { services.libraryText(of: next) }
        }
        let unread = texts.count { !services.sentenceIndexes.looked(for: $0) }
        return unread == 0 ? found() : .reading(read: texts.count - unread, texts: texts.count)
    }

    /// The uses found in every text's index held.
    private func found() -> WordUsesInTexts {
        WordUsesInTexts(of: entry.rank - 1, in: services.librarySentences(of: texts).sentences, texts: texts.count)
    }
}

import Coordination
import KanjiKit
import Segmentation

/// One text in the reader: loads it (the text `read` handed over, a file read again, a paste from the library), builds the screen on the
/// shared segmenter, opens a word's detail on the Read stack, keeps words, and remembers the position.
public final class ReaderCoordinator: BrowserCoordinator {
    /// Strong: the text's sources, the segmenter, the library, the speaker and the writer (``ReaderServices``), none
    /// of which refers to a coordinator.
    private let services: any ReaderServices
    /// The text's entry as the library holds it (marked opened when the reader starts; its position then saved).
    private var entry: ReadingEntry
    /// The entry as the reader's route names it: the list of the text's unknown words names the same (``AppRoute/unknownWords(_:)``),
    /// so a stack reads `[.reader(e), .unknownWords(e)]`.
    private let routed: ReadingEntry
    /// Weak: the reader screen owns this coordinator.
    private weak var screen: ReaderViewModel?
    /// The entry choices the library holds (as read when the text opened, then as last saved): a reader left without a
    /// new choice writes none, and one left after some writes only the words whose choice changed.
    private var savedChoices = EntryChoices()
    /// Strong: the pane's accents, `pitch.bin` opened on the first word shown and kept while the reader is.
    private lazy var pitch = ReaderPitch(directory: services.store.dataDirectory)

    init(navigator: TabNavigator, services: any ReaderServices, entry: ReadingEntry) {
        self.services = services
        self.entry = entry
        routed = entry
        super.init(navigator: navigator, services: services)
    }

    /// Builds the reader and pushes it; a text that cannot be read, or MeCab missing, is said on a text page
    /// instead, naming what to do.
    public override func start() {
        entry = (try? services.writer.perform(.reopenText(entry))) ?? entry
        let text = services.readingText(of: entry)
        switch (text, services.segmenter.segmenter) {
        case (.success(let text), .success(let segmenter)):
            savedChoices = services.library.entryChoices()
            let screen = ReaderViewModel(title: entry.title, text: text, segmenter: segmenter, position: entry.position,
                                         entryChoices: savedChoices, coordinator: self)
            screen.lookUpKnowledge = { [weak self] word in self?.services.knowledge(of: word) ?? .unknown }
            screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
            screen.speak = { [weak self] text in self?.services.speech.speak(text) }
            screen.lookUpPitch = { [weak self] entry in self?.pitch.readings(of: entry) ?? [] }
            screen.lookUpLearnerDictionaries = { [weak self] word, following in
                guard let self else { return .none }
                return WordInLearnerDictionaries(headword: word.headword, reading: word.reading, following: following, surface: word.surface,
                                                 in: services.dictionaries)
            }
            screen.askAnki = { [weak self] item in self?.services.anki.presence(of: item) ?? .off }
            screen.openInAnki = { [weak self] item in self?.services.anki.browse(item) }
            self.screen = screen
            followIfFollowed(screen)
            navigator.push(.reader(screen))
        case (.failure(let error), _), (_, .failure(let error)):
            let page = TextPageViewModel(title: entry.title, lines: cannotRead(entry, saying: error.message), coordinator: self)
            navigator.push(.textPage(page))
        }
    }

    /// Remembers where the reading is (the tab is hidden, the app quits, or the reader is left): written after the
    /// frame, with the other writes of the key (``AppEffect``), a failure said in the header. The entries chosen
    /// with `e`/`E` are remembered the same way when they changed, for every text read next and for `analyze`.
    private func savePosition() {
        guard let screen else { return }
        services.effects.schedule(.rememberReadingPosition(screen.position, of: entry))
        let changes = screen.entryChoices.changes(since: savedChoices)
        if !changes.isEmpty {
            services.effects.schedule(.rememberEntryChoices(changes))
            savedChoices = screen.entryChoices
        }
    }

    // MARK: Private

    /// On the text `read --follow` follows, the reader shows each line as it comes and the feed's line in its header.
    private func followIfFollowed(_ screen: ReaderViewModel) {
        let followed = services.followedText
        guard followed.isFollowed(entry) else { return }
        screen.followStatus = followed.status
        followed.deliver = { [weak self] arrivals in
            guard let screen = self?.screen else { return }
            screen.append(lines: arrivals.lines)
            if let status = arrivals.status { screen.followStatus = status }
        }
    }

    private func screenDidOutput(_ output: ReaderViewModel.Output) {
        switch output {
        case .open(let entry, let spelling):
            savePosition()
            // The detail may keep or drop the word: its colour is asked again when the reader is back.
            screen?.forgetKnowledge()
            show(.wordDetail(entry, writtenAs: spelling))
        case .listUnknownWords:
            // The reader stays below the list, and the place is saved when it is left or its tab hidden, as before.
            show(.unknownWords(routed))
        case .leave:
            savePosition()
        case .keep(let word, let sentence):
            // Sentence mining: the word is kept with the sentence it was met in, marked, and the text's title.
            let context = StudyContext(sentence: sentence.text, mark: sentence.word, source: entry.title)
            do {
                let item = LookupItem.word(headword: word.headword, reading: word.reading)
                let result = try services.writer.perform(.keep(item, context: context))
                // A new card opens u's window (a sentence recorded on a kept card is no new card to take back).
                if case .kept = result { services.deckUndo.record(.kept([item])) }
                screen?.showNotice(result.confirmation)
            } catch {
                screen?.showNotice("Not kept: \(error.message)")
            }
        case .mark(let word, let mark):
            // Again on a word so marked takes the mark off; the word's colour and the header's share follow.
            screen?.showNotice(services.toggleMark(mark, headword: word.headword, reading: word.reading).notice)
        case .undo:
            let notice = undoDeckChange()
            // The word taken off is unknown again: its colour and the header's count are asked afresh.
            screen?.forgetKnowledge()
            screen?.showNotice(notice)
        }
    }
}

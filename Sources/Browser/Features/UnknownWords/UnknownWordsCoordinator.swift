import Coordination
import Segmentation

/// The unknown words of a text (``AppRoute/unknownWords(_:)``): lists them from the words the reader of the text
/// counted when it is on top (`v`), else reads and counts the text itself (a link, a restored stack); opens a word's
/// detail on the stack, and keeps a word with the sentence of its first use and the text's name, as the reader keeps
/// one (`u` right after takes it back).
public final class UnknownWordsCoordinator: BrowserCoordinator {
    /// Strong: the text's sources, the segmenter, the library, the dictionary and the writer
    /// (``UnknownWordsServices``), none of which refers to a coordinator.
    private let services: any UnknownWordsServices
    private let entry: ReadingEntry
    /// The reader's count of the text's words, and how to tell that reader of a keep; nil where the list read the text.
    private let counted: CountedText?
    /// The text the list's words are in, once read.
    private var text: ReadingText?
    /// Weak: the list owns this coordinator.
    private weak var screen: UnknownWordsViewModel?

    /// - Parameter counted: the words the reader of `entry` counted, when it is on top; nil to read the text.
    init(navigator: TabNavigator, services: any UnknownWordsServices, entry: ReadingEntry, counted: CountedText?) {
        self.services = services
        self.entry = entry
        self.counted = counted
        super.init(navigator: navigator, services: services)
    }

    /// Pushes the list; a text that cannot be read, or MeCab missing, is said on a text page instead, as the reader
    /// says it.
    public override func start() {
        switch (counted.map { .success($0.text) } ?? services.readingText(of: entry), services.segmenter.segmenter) {
        case (.success(let text), .success(let segmenter)):
            self.text = text
            let tally = counted?.tally ?? WordTally(counting: text, segmenter: segmenter)
            let choices = counted?.choices ?? services.library.entryChoices()
            let vocabulary = TextVocabulary(counted: tally, shown: { segmenter.chosen($0, by: choices) }) { [services] word in services.knowledge(of: word) }
            let screen = UnknownWordsViewModel(vocabulary: vocabulary, coordinator: self)
            // Weak self: the screen owns this coordinator.
            screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
            // Weak self, as for the output: the screen owns this coordinator.
            screen.lookUpMeaning = { [weak self] word in self?.meaning(of: word) ?? "" }
            self.screen = screen
            navigator.push(.unknownWords(screen))
        case (.failure(let error), _), (_, .failure(let error)):
            navigator.push(.textPage(TextPageViewModel(title: entry.title, lines: cannotRead(entry, saying: error.message), coordinator: self)))
        }
    }

    /// `word`'s first sense's glosses, from the dictionary the app's segmenter reads.
    private func meaning(of word: TextVocabulary.Word) -> String {
        guard case .success(let segmenter) = services.segmenter.segmenter else { return "" }
        return segmenter.entry(word.firstUse.entryNumber)?.senses.first?.glosses.joined(separator: "; ") ?? ""
    }

    private func screenDidOutput(_ output: UnknownWordsViewModel.Output) {
        switch output {
        case .open(let word):
            let rank = word.firstUse.entryNumber + 1
            show(services.entry(rank: rank).map { .wordDetail($0, writtenAs: word.firstUse.headword) } ?? .wordDetail(rank: rank))
        case .keep(let word):
            guard let text else { return }
            // Sentence mining, as in the reader: the sentence of the word's first use, the word marked, the text's name.
            let sentence = TextSentence(in: text, block: word.block, word: word.firstUse)
            let context = StudyContext(sentence: sentence.text, mark: sentence.word, source: entry.title)
            do {
                let item = LookupItem.word(headword: word.firstUse.headword, reading: word.firstUse.reading)
                let result = try services.writer.perform(.keep(item, context: context))
                // A new card opens u's window, as the reader's a does (a sentence recorded on a kept card opens none).
                if case .kept = result { services.deckUndo.record(.kept([item])) }
                counted?.studyListChanged()
                screen?.didKeep(word, saying: result.confirmation)
            } catch {
                screen?.showNotice("Not kept: \(error.message)")
            }
        case .mark(let word, let mark):
            let marked = services.toggleMark(mark, headword: word.firstUse.headword, reading: word.firstUse.reading)
            counted?.studyListChanged()
            screen?.didMark(word, marked.mark, saying: marked.notice)
        case .undo:
            let notice = undoDeckChange()
            counted?.studyListChanged()
            screen?.didUndo(saying: notice, isKept: { [services] word in
                services.study.card(for: .word(headword: word.firstUse.headword, reading: word.firstUse.reading)) != nil
            }, markOf: { [services] word in services.wordMarks.mark(headword: word.firstUse.headword, reading: word.firstUse.reading) })
        }
    }
}

import Coordination
import Segmentation

/// The unknown words of the text on the reader (``AppRoute/unknownWords``): counts them (``TextVocabulary``), opens
/// a word's detail on the Read stack, and keeps a word with the sentence of its first use and the text's name, as
/// the reader keeps one (`u` right after taking it back).
public final class UnknownWordsCoordinator: BrowserCoordinator {
    private let textTitle: String
    private let text: ReadingText
    /// Weak: the list owns this coordinator.
    private weak var screen: UnknownWordsViewModel?

    /// - Parameters:
    ///   - textTitle: the text's name, as the reader shows it and a kept word's sentence names its source.
    ///   - text: the reader's text.
    init(navigator: TabNavigator, textTitle: String, text: ReadingText) {
        self.textTitle = textTitle
        self.text = text
        super.init(navigator: navigator)
    }

    /// Counts the text's words and pushes the list; without MeCab, a page says why.
    public override func start() {
        switch services.segmenter.segmenter {
        case .success(let segmenter):
            let vocabulary = TextVocabulary(text: text, segmenter: segmenter) { [services] word in
                WordKnowledge(card: services.study.card(for: .word(headword: word.headword, reading: word.reading))?.schedule)
            }
            let screen = UnknownWordsViewModel(vocabulary: vocabulary, coordinator: self)
            // Weak self: the screen owns this coordinator.
            screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
            self.screen = screen
            navigator.push(.unknownWords(screen))
        case .failure(let error):
            navigator.push(.textPage(TextPageViewModel(title: "Unknown words", lines: ["# The words cannot be counted", "", error.message],
                                                       coordinator: self)))
        }
    }

    private func screenDidOutput(_ output: UnknownWordsViewModel.Output) {
        switch output {
        case .open(let word):
            show(.wordDetail(rank: word.firstUse.entryNumber + 1))
        case .keep(let word):
            // Sentence mining, as in the reader: the sentence of the word's first use, the word marked, the text's name.
            let sentence = ReaderSentence(line: text.text(ofBlock: word.block), word: word.firstUse)
            let context = StudyContext(sentence: sentence.text, mark: sentence.word, source: textTitle)
            do {
                let item = LookupItem.word(headword: word.firstUse.headword, reading: word.firstUse.reading)
                let result = try services.study.keep(item, context: context, now: services.now())
                // A new card opens u's window, as the reader's a does (a sentence recorded on a kept card opens none).
                if case .kept = result { services.deckUndo.record(.kept([item])) }
                screen?.didKeep(word, saying: result.confirmation)
            } catch {
                screen?.showNotice("Not kept: \(error.message)")
            }
        case .undo:
            let notice = undoDeckChange()
            screen?.didUndo(saying: notice) { [services] word in
                services.study.card(for: .word(headword: word.firstUse.headword, reading: word.firstUse.reading)) != nil
            }
        }
    }
}

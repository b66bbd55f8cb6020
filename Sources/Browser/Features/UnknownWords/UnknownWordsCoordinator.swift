import Coordination
import Segmentation

/// The unknown words of the text on the reader (``AppRoute/unknownWords``): lists them from the words the reader
/// counted (``ReaderViewModel/unknownWords()``), opens a word's detail on the Read stack, and keeps a word with the
/// sentence of its first use and the text's name, as the reader keeps one (`u` right after taking it back).
public final class UnknownWordsCoordinator: BrowserCoordinator {
    private let textTitle: String
    private let text: ReadingText
    /// The text's unknown words, as the reader counted them.
    private let vocabulary: TextVocabulary
    /// Weak: the reader is the screen below the list, which the stack owns; told when a word is kept here, so its
    /// colours and header say so when it is back on top.
    private weak var reader: ReaderViewModel?
    /// Weak: the list owns this coordinator.
    private weak var screen: UnknownWordsViewModel?

    /// Takes the reader's count of the text's words: the lines it has not counted yet are counted now, no other is
    /// segmented again (``ReaderViewModel/unknownWords()``).
    /// - Parameter reader: the reader on top, whose text's words are listed.
    init(navigator: TabNavigator, reader: ReaderViewModel) {
        textTitle = reader.title
        text = reader.text
        vocabulary = reader.unknownWords()
        self.reader = reader
        super.init(navigator: navigator)
    }

    /// Pushes the list.
    public override func start() {
        let screen = UnknownWordsViewModel(vocabulary: vocabulary, coordinator: self)
        // Weak self: the screen owns this coordinator.
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        // Weak self, as for the output: the screen owns this coordinator.
        screen.lookUpMeaning = { [weak self] word in self?.meaning(of: word) ?? "" }
        self.screen = screen
        navigator.push(.unknownWords(screen))
    }

    /// `word`'s first sense's glosses, from the dictionary the app's segmenter reads.
    private func meaning(of word: TextVocabulary.Word) -> String {
        guard case .success(let segmenter) = services.segmenter.segmenter else { return "" }
        return segmenter.entry(word.firstUse.entryNumber)?.senses.first?.glosses.joined(separator: "; ") ?? ""
    }

    private func screenDidOutput(_ output: UnknownWordsViewModel.Output) {
        switch output {
        case .open(let word):
            show(.wordDetail(rank: word.firstUse.entryNumber + 1))
        case .keep(let word):
            // Sentence mining, as in the reader: the sentence of the word's first use, the word marked, the text's name.
            let sentence = TextSentence(in: text, block: word.block, word: word.firstUse)
            let context = StudyContext(sentence: sentence.text, mark: sentence.word, source: textTitle)
            do {
                let item = LookupItem.word(headword: word.firstUse.headword, reading: word.firstUse.reading)
                let result = try services.writer.perform(.keep(item, context: context))
                // A new card opens u's window, as the reader's a does (a sentence recorded on a kept card opens none).
                if case .kept = result { services.deckUndo.record(.kept([item])) }
                reader?.forgetKnowledge()
                screen?.didKeep(word, saying: result.confirmation)
            } catch {
                screen?.showNotice("Not kept: \(error.message)")
            }
        case .undo:
            let notice = undoDeckChange()
            reader?.forgetKnowledge()
            screen?.didUndo(saying: notice) { [services] word in
                services.study.card(for: .word(headword: word.firstUse.headword, reading: word.firstUse.reading)) != nil
            }
        }
    }
}

import Coordination
import Segmentation

/// The words to learn next (``AppRoute/learnNext``): indexes the texts not indexed this session, one per frame (from
/// `kanji-tui sentences`' cache when kept there), lists the library's unknown words as `sentences --next` orders them,
/// opens a word's page, keeps a word — or the first N not kept yet, in one step — with its first sentence in the
/// library as `sentences --next --keep` keeps it, and marks one known or ignored as the unknown-words list does;
/// `u` right after takes any of these back, a batch whole.
public final class LearnNextCoordinator: BrowserCoordinator {
    /// Strong: the library, its indexes, the segmenter, the dictionary, the marks and the writer
    /// (``LearnNextServices``), none of which refers to a coordinator.
    private let services: any LearnNextServices
    /// Weak: the list owns this coordinator.
    private weak var screen: LearnNextViewModel?
    /// The library's texts, and those left to index, one per frame; set by ``start()``.
    private var queue: LibraryIndexQueue?
    /// The library's sentences and its unknown words, best first, once every text is indexed: a keep's sentence is
    /// looked up in the former.
    private var counted: (library: LibrarySentences, words: [LibrarySentences.NextWord])?

    init(navigator: TabNavigator, services: any LearnNextServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Pushes the list, its words shown at once when every text is indexed already, else counted frame by frame.
    public override func start() {
        let queue = LibraryIndexQueue(services: services)
        self.queue = queue
        let screen = LearnNextViewModel(texts: queue.total, coordinator: self)
        // Weak self: the screen owns this coordinator.
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        self.screen = screen
        if queue.isDone { showWords() }
        navigator.push(.learnNext(screen))
    }

    private func screenDidOutput(_ output: LearnNextViewModel.Output) {
        switch output {
        case .indexNext:
            indexNext()
        case .open(let row):
            let rank = row.word.entryNumber + 1
            show(services.entry(rank: rank).map { .wordDetail($0, writtenAs: row.word.headword) } ?? .wordDetail(rank: rank))
        case .keep(let row):
            do {
                let result = try services.writer.perform(.keep(row.item, context: sentence(using: row.word)))
                // A new card opens u's window, as the reader's a does (a sentence recorded on a kept card opens none).
                if case .kept = result { services.deckUndo.record(.kept([row.item])) }
                screen?.didKeep([row.word], saying: result.confirmation)
            } catch {
                screen?.showNotice("Not kept: \(error.message)")
            }
        case .keepFirst(let size):
            keepFirst(size)
        case .mark(let row, let mark):
            let marked = services.toggleMark(mark, headword: row.word.headword, reading: row.word.reading)
            screen?.didMark(row.word, marked.mark, saying: marked.notice)
        case .undo:
            let notice = undoDeckChange()
            screen?.didUndo(saying: notice, isKept: { [services] word in
                services.study.card(for: .word(headword: word.headword, reading: word.reading)) != nil
            }, markOf: { [services] word in services.wordMarks.mark(headword: word.headword, reading: word.reading) })
        }
    }

    /// Indexes the next text left (from the cache, or segmented), then lists the words once none is left.
    private func indexNext() {
        guard var queue, !queue.isDone else { return }
        queue.indexNext(with: services)
        self.queue = queue
        screen?.didIndex(queue.indexed, of: queue.total)
        if queue.isDone { showWords() }
    }

    /// The library's unknown words, best first: vocabulary neither mature on the study list nor marked known, and not
    /// ignored (as the i+1 sentences and `sentences --next` count). The screen reads them a page at a time: a row's
    /// gloss and whether its word is kept are read when the row is.
    private func showWords() {
        guard let queue else { return }
        let library = services.librarySentences(of: queue.entries)
        let words = library.sentences.nextWords { [services] word in !services.knowledge(of: word).countsAsUnknown }
        counted = (library.sentences, words)
        let rows = PagedList<NextWordRow>(count: words.count, read: { [services] range in
            words[range.clamped(to: words.indices)].map { next in
                NextWordRow(next, gloss: services.entry(rank: next.word.entryNumber + 1)?.senses.first?.glosses.joined(separator: "; ") ?? "",
                            wasKept: services.study.card(for: .word(headword: next.word.headword, reading: next.word.reading)) != nil)
            }
        }, position: { row in words.firstIndex { $0.word.entryNumber == row.word.entryNumber } })
        screen?.show(rows, texts: library.entries.count)
        if let leftOut = queue.leftOutNotice { screen?.showNotice(leftOut) }
    }

    /// `word`'s first sentence in the library, its word marked and its text named: the context a keep records.
    private func sentence(using word: TextWord) -> StudyContext? {
        counted?.library.sentences(using: [word.entryNumber], limit: 1).first.map(StudyContext.init)
    }

    /// `A`: keeps the first `size` words of the list that are neither on the study list nor marked, each with its
    /// sentence, and opens `u`'s window on them all: one `u` takes the whole batch back.
    private func keepFirst(_ size: Int) {
        guard let counted else { return }
        var chosen: [TextWord] = []
        for next in counted.words where chosen.count < size {
            let word = next.word
            guard services.study.card(for: .word(headword: word.headword, reading: word.reading)) == nil,
                  services.wordMarks.mark(headword: word.headword, reading: word.reading) == nil else { continue }
            chosen.append(word)
        }
        var kept: [TextWord] = []
        var failure: String?
        for word in chosen {
            do {
                let result = try services.writer.perform(.keep(.word(headword: word.headword, reading: word.reading), context: sentence(using: word)))
                if case .kept = result { kept.append(word) }
            } catch {
                failure = error.message
                break
            }
        }
        if !kept.isEmpty { services.deckUndo.record(.kept(kept.map { .word(headword: $0.headword, reading: $0.reading) })) }
        screen?.didKeep(kept, saying: Self.batchNotice(kept: kept.count, asked: size, failure: failure))
    }

    /// What `A` says: how many were kept, why fewer than asked, and that `u` takes them back.
    private static func batchNotice(kept: Int, asked: Int, failure: String?) -> String {
        let words = kept == 1 ? "1 word" : "\(kept) words"
        if let failure { return "\(words) kept, then: \(failure)" + (kept == 0 ? "" : " (u takes them back)") }
        if kept == 0 { return "Nothing kept: every word listed is kept or marked already" }
        let fewer = kept < asked ? " (no other word left to keep)" : ""
        return "\(words) kept for study with \(kept == 1 ? "its sentence" : "their sentences")\(fewer); u takes \(kept == 1 ? "it" : "them all") back"
    }
}

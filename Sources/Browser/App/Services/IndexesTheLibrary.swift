import Segmentation

/// Reads the Read library as sentences (issue 47): each text's sentence index, made or read back from the cache
/// `kanji-tui sentences` keeps — the i+1 screen's sentences and a word page's "in your texts".
public protocol IndexesTheLibrary {
    /// The indexes held this session (the cache's folder in the app; none kept in tests).
    var sentenceIndexes: LibrarySentenceIndexes { get }
}

extension BrowserServices: IndexesTheLibrary {}

extension ReadsTheLibrary {
    /// `entry`'s text as its index is made: a file read again from its path, a paste from the library — as the
    /// reader reads it.
    func libraryText(of entry: ReadingEntry) -> LibraryText {
        switch entry.source {
        case .file(let path): LibraryText(file: path, title: entry.title)
        case .pasted: LibraryText(pasted: library.content(of: entry) ?? "", title: entry.title)
        }
    }
}

extension IndexesTheLibrary where Self: ReadsTheLibrary & SegmentsText {
    /// The library's sentences from the indexes held for `entries`, each word as the learner chose its entry in the
    /// reader (`e`), as `kanji-tui sentences` reads them: the segmenter is opened only when an entry was chosen.
    func librarySentences(of entries: [ReadingEntry]) -> (sentences: LibrarySentences, entries: [ReadingEntry]) {
        let choices = library.entryChoices()
        let segmenter = choices.isEmpty ? nil : try? segmenter.segmenter.get()
        return sentenceIndexes.sentences(of: entries, choices: choices) { word in segmenter.map { $0.chosen(word, by: choices) } ?? word }
    }
}

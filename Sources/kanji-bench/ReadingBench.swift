import Browser
import FSRS
import KanjiKit
import TerminalUI
import TestSupport

// MARK: - ReadingBench

/// What the reader's benchmarks share (issue 21's reader, issue 32's `v` and `e`): the long text they read, and a
/// browser on the shared dataset with the complete JMdict, in a terminal app of 120×40, whose Read list has the text.
struct ReadingBench {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The data directory, where words.bin is.
    let directory: String
    /// The text to read.
    let textPath: String

    let size = TerminalSize(rows: 40, columns: 120)

    /// A browser that has not opened the text yet, its terminal app, and the text's entry in the Read list.
    /// - Parameter wordMarks: the words marked known or ignored (none by default).
    func browser(wordMarks: WordMarkStore = InMemoryWordMarks()) throws -> (browser: KanjiBrowser, app: TerminalApp, entry: ReadingEntry) {
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let browser = try KanjiBrowser.inMemory(store: store, library: InMemoryReadingLibrary(), wordMarks: wordMarks, words: words,
                                                firstScreenful: 300)
        let entry = ReadingEntry(id: 0, title: "novel", source: .file(path: textPath), position: 0, openedAt: Timestamp(secondsSince1970: 0))
        return (browser, TerminalApp(browser: browser), entry)
    }

    /// The reader on `entry`, followed from the Read list and drawn; throws when it is not on top.
    func open(_ entry: ReadingEntry, _ browser: KanjiBrowser, _ app: TerminalApp) throws -> ReaderViewModel {
        browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
        _ = app.render(size: size)
        guard case .reader(let reader) = browser.stack.top else {
            throw BenchmarkFailure(description: "\(textPath) did not open in the reader: \(browser.breadcrumb)")
        }
        return reader
    }
}
